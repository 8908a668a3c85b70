import { expect, test } from '@playwright/test';
import { expectBurned, fundedMember, journeyCatalogue, memberGet, nftShot, openBoxes, setRecipeChance } from '../support/nft';
import { confirmWithPayPassword, signIn } from '../support/wallet';

// The chain game (375×812), made deterministic by the operator's recipe: at 100% the synthesis
// succeeds, at 0% it fails. The page says before the confirmation that the inputs burn either way;
// both outcomes burn the three NFTs and the success mints one of the next tier.

test.describe.configure({ timeout: 150_000 });

test('synthesis succeeds at a 100% chance and fails at 0%, burning the inputs both times', async ({ page, request }) => {
  const catalogue = await journeyCatalogue(request, '100');
  const member = await fundedMember(request, '10');
  const tokens = await openBoxes(request, member, catalogue.boxId, 6);
  await signIn(page, member);
  await page.goto('/pages/nft/game');
  await expect(page.getByTestId('nav-title')).toHaveText('NFT链游');
  await page.getByTestId(`recipe-${catalogue.recipeId}`).click();
  await expect(page.getByTestId('chance')).toHaveText('100%');
  await expect(page.getByTestId('burn-warning')).toContainText('3');

  for (const id of tokens.slice(0, 3)) await page.getByTestId(`pick-${id}`).click();
  await expect(page.getByTestId('picked-count')).toHaveText('3 / 3');
  await nftShot(page, 'game');
  await page.getByTestId('synthesize').click();
  await expect(page.getByTestId('confirm-failure')).toContainText('3 个全部销毁');
  await page.screenshot({ path: 'artifacts/screens/nft-game-confirm.png' });
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('game-outcome')).toHaveText('合成成功');
  await nftShot(page, 'game-success');
  await expectBurned(request, member, tokens.slice(0, 3));
  const mine = await memberGet<{ list: { tier: string; collection_id: number }[] }>(
    request,
    member,
    `/api/nft/mine?collection_id=${catalogue.collectionId}&tier=R`,
  );
  expect(mine.list).toHaveLength(1);

  // The operator sets the chance to 0%: the page shows it before the member confirms, and the try fails.
  await setRecipeChance(request, catalogue, '0');
  await page.getByTestId('game-again').click();
  await page.reload();
  await page.getByTestId(`recipe-${catalogue.recipeId}`).click();
  await expect(page.getByTestId('chance')).toHaveText('0%');
  for (const id of tokens.slice(3, 6)) await page.getByTestId(`pick-${id}`).click();
  await page.getByTestId('synthesize').click();
  await confirmWithPayPassword(page);
  await expect(page.getByTestId('game-outcome')).toHaveText('合成失败');
  await nftShot(page, 'game-fail');
  await expectBurned(request, member, tokens.slice(3, 6));
  const after = await memberGet<{ total: number }>(request, member, `/api/nft/mine?collection_id=${catalogue.collectionId}`);
  expect(after.total).toBe(1);

  // Both tries are in the history, and the failure verifies in the page.
  await page.getByTestId('game-verify').click();
  await expect(page.getByTestId('verify-sheet').getByTestId('step-odds')).toContainText('✓');
  await page.getByTestId('verify-sheet').getByTestId('verify-rotate').click();
  await expect(page.getByTestId('verify-sheet').getByTestId('verify-verdict')).toHaveText('已在你的浏览器中重新计算，全部一致');
  await page.screenshot({ path: 'artifacts/screens/nft-game-verify.png' });
  await page.getByTestId('verify-sheet').getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('game-again').click();
  await expect(page.getByTestId('game-history').locator('[data-testid^="synthesis-"]')).toHaveCount(2);
  await nftShot(page, 'game-history');
});
