import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, CONSOLE_DEVICE, consoleTexts, fill, shot, signInToConsole } from '../support/console';

test.use(CONSOLE_DEVICE);

// The reward pool's money in the console: the operator funds the USDT pool, is refused taking out
// more than the pool can spare, takes out part of it, and finds both in the journal with the
// reasons given. Other journeys pay earnings from the same pool meanwhile, so the journey checks
// the entries it made, not the balance.

const en = consoleTexts.en;

test('an operator funds the reward pool, takes out what it can spare, and finds both in the journal', async ({ page }) => {
  const run = Math.floor(Math.random() * 1e6);
  await signInToConsole(page, ADMIN_USERNAME, ADMIN_PASSWORD, 'en');
  await page.getByTestId('nav').getByText(en.nav.rewardPool).click();
  const card = page.getByTestId('pool-USDT');
  await expect(card.getByTestId('pool-free-USDT')).toContainText('USDT');

  await card.getByTestId('pool-fund-USDT').click();
  const fundDialog = page.getByTestId('pool-fund-dialog');
  await fundDialog.getByTestId('pool-fund-amount').fill('500');
  await fundDialog.getByTestId('pool-fund-reason').fill(`Top-up ${run}`);
  await fundDialog.getByTestId('form-modal-ok').click();
  await expect(fundDialog).toBeHidden();
  await expect(card.getByTestId('pool-withdraw-USDT')).toBeEnabled();
  await shot(page, 'reward-pool');

  // More than the pool can spare: the server's reason, in the dialog, and the dialog stays open.
  await card.getByTestId('pool-withdraw-USDT').click();
  const takeOut = page.getByTestId('pool-withdraw-dialog');
  await expect(takeOut).toContainText(fill(en.staking.takeOutOfThePool, { asset: 'USDT' }));
  await expect(takeOut).toContainText('At most');
  await takeOut.getByTestId('pool-withdraw-amount').fill('99999999');
  await takeOut.getByTestId('pool-withdraw-reason').fill(`Back to the treasury ${run}`);
  await takeOut.getByTestId('form-modal-ok').click();
  await expect(takeOut.getByTestId('form-modal-error')).toContainText('can be taken out');
  await shot(page, 'reward-pool-take-out-refused', { dialog: true });
  await takeOut.getByTestId('pool-withdraw-amount').fill('200');
  await takeOut.getByTestId('form-modal-ok').click();
  await expect(takeOut).toBeHidden();

  // The journal, filtered to the pool's withdrawals: the one just made, with its reason.
  await page.goto('/admin/journal?kind=pool_withdrawal');
  const rows = page.getByTestId('journal-table').locator('tr.journal-entry');
  await expect(rows.filter({ hasText: `Back to the treasury ${run}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `Back to the treasury ${run}` })).toContainText('pool_withdrawal');
  await page.goto('/admin/journal?kind=pool_funding');
  await expect(rows.filter({ hasText: `Top-up ${run}` })).toHaveCount(1);
  await shot(page, 'reward-pool-journal');
});
