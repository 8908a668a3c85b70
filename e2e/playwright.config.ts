import { defineConfig, devices } from '@playwright/test';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// run-journeys.mjs runs several Playwright processes at once; each keeps its results and report apart.
const shard = process.env.E2E_SHARD ?? '1';

export default defineConfig({
  testDir: './tests',
  outputDir: `./artifacts/results-${shard}`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000, // the longest journeys take about a minute while another runs beside them
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `./artifacts/report-${shard}`, open: 'never' }]],
  use: {
    ...devices['iPhone X'],
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    viewport: { width: 375, height: 812 },
    baseURL: process.env.E2E_BASE_URL,
    // The console draws its dialogs without their zoom when motion is reduced (apps/admin main.tsx), so a
    // click on a dialog's button never lands while the button is still growing into place.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'on',
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // A click or a navigation that waits on something that never comes fails at that step, with its
    // locator, rather than holding the journey until its whole timeout says only that time ran out.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
});
