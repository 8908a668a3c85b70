import { expect, test } from '@playwright/test';
import { CONSOLE_DEVICE, consoleToken, shot, signInToConsole, zh } from '../support/console';
import { holdRequests } from '../support/held-requests';

test.use(CONSOLE_DEVICE);
test.describe.configure({ timeout: 120_000 });

// The dashboard's health section: what Prometheus alerts on, for operators without Grafana. On the
// demo data the daily jobs (ledger:verify among them) ran at start, Bob's withdrawal waits for
// review, and no chain network is configured.

test('an operator reads the health at a glance: jobs, the last ledger check, withdrawals waiting, the chain', async ({ page, request }) => {
  await signInToConsole(page);
  const health = page.getByTestId('health');
  await expect(health.getByText(zh.health.title)).toBeVisible();
  const token = await consoleToken(page);
  const body = await (await request.get('/admin/api/ops/health', { headers: { token } })).json();
  expect(body.code, body.msg).toBe(1);
  const data = body.data;

  // The last ledger:verify, run by the daily jobs at start: clean.
  expect(data.ledger_verify).toMatchObject({ ok: true, differences: 0, trigger: 'jobs' });
  const verify = page.getByTestId('health-verify');
  await expect(verify.getByText(zh.health.verifyClean)).toBeVisible();
  await expect(verify).toContainText(zh.health.trigger.jobs);

  // Every daily job, by its name in the page's language, completed.
  const jobs = page.getByTestId('health-jobs');
  for (const job of data.jobs) {
    expect(job.last_success_at, job.job).not.toBeNull();
    const name = (zh.health.jobNames as Record<string, string>)[job.job] ?? job.job;
    await expect(jobs.locator('tr', { hasText: name })).toBeVisible();
  }
  await expect(jobs.getByText(zh.health.never)).toHaveCount(0);

  // Bob's demo withdrawal waits for review.
  const pending = data.withdrawals.find((w: { state: string }) => w.state === 'pending');
  expect(pending?.count).toBeGreaterThanOrEqual(1);
  const withdrawals = page.getByTestId('health-withdrawals');
  await expect(withdrawals.locator('tr', { hasText: zh.health.states.pending })).toContainText(`${pending.amount} ${pending.asset}`);

  // No network: the empty state says so.
  expect(data.chain).toEqual([]);
  await expect(page.getByTestId('health-chain').getByText(zh.health.noNetworks)).toBeVisible();
  await health.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-health');

  // The narrow screen of a phone: the cards stack.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('health-jobs')).toBeVisible();
  await health.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-health-375');
});

test('the health section shows its loading and its error states', async ({ page }) => {
  // The health call is held, then refused, from the first visit of the dashboard on.
  const release = await holdRequests(page, '**/admin/api/ops/health', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 0, msg: '服务暂时不可用，请稍后再试', time: 0, data: null }),
    }),
  );
  await signInToConsole(page);
  await expect(page.getByTestId('health-loading')).toBeVisible();
  release();
  const error = page.getByTestId('health-error');
  await expect(error).toContainText(zh.health.unavailable);
  await expect(error).toContainText('服务暂时不可用，请稍后再试');
  await error.scrollIntoViewIfNeeded();
  await shot(page, 'dashboard-health-error');
});
