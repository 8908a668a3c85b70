import { expect, test } from '@playwright/test';
import { memberLot } from '../support/auction';
import { fundedMember, nftShot } from '../support/nft';
import { memberPost, PAYPWD, signIn } from '../support/wallet';

// The lot page (375×812) tells a member plainly that they have been outbid, on a fresh load and
// live when another member's bid arrives; the bid history keeps every bid through live updates.

test('a member sees that they have been outbid, and the whole bid history, live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { lot } = await memberLot(request);
  const alice = await fundedMember(request, '50');
  const bob = await fundedMember(request, '50');
  const bid = (member: typeof alice, amount: string) =>
    memberPost(request, member, '/api/order/add', { lot_id: lot.id, amount, paypwd: PAYPWD });
  await bid(alice, '6');
  await bid(bob, '7');

  // Alice opens the lot after Bob's bid: the page says she was outbid, with her bid and the way back.
  await signIn(page, alice);
  await page.goto(`/pages/auction/lot?id=${lot.id}`);
  const outbid = page.getByTestId('lot-outbid');
  await expect(outbid).toContainText('你的出价已被超越');
  await expect(outbid).toContainText('你的最高出价 6.00 USDT，当前 7.00 USDT');
  await expect(page.getByTestId('lot-bids').locator('li')).toHaveCount(2);

  // She leads again: the cue goes.
  await bid(alice, '8');
  await expect(page.getByTestId('lot-leading')).toContainText('8.00');
  await expect(outbid).toHaveCount(0);
  await expect(page.getByTestId('lot-bids').locator('li')).toHaveCount(3);

  // Bob's next bid arrives live: the cue is back, and the history grows by one, nothing cut.
  await bid(bob, '9');
  await expect(outbid).toContainText('你的最高出价 8.00 USDT，当前 9.00 USDT');
  await expect(outbid).toContainText('再次出价至少 9.45 USDT');
  await expect(page.getByTestId('lot-leading')).toHaveCount(0);
  await expect(page.getByTestId('lot-bid-count')).toHaveText('4');
  const rows = page.getByTestId('lot-bids').locator('li');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('9.00 USDT');
  await expect(rows.last()).toContainText('6.00 USDT');
  await nftShot(page, 'auction-lot-outbid');
});
