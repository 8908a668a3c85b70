import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pushTopics } from '@mcc/contract/push';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { apiLogin, screenPath } from '../support/members';
import { registerMember } from '../support/wallet';

// The installed app in Chromium with a persistent profile (an incognito context is never
// installable): Chromium's installability check, the service worker, the shell offline and a push
// shown as a notification.

// The worker's push and update events arrive on the browser's schedule: on a loaded machine one was
// seen to miss its wait once, and the tests after it share the profile. A failed test is run again
// in a fresh profile (Playwright restarts the worker, so beforeAll opens a new one).
test.describe.configure({ retries: 2 });

const base = () => process.env.E2E_BASE_URL ?? '';
let profile: string;
let context: BrowserContext;
let page: Page;

test.beforeAll(async () => {
  profile = mkdtempSync(path.join(os.tmpdir(), 'mcc-pwa-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: base(),
  });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

/**
 * Signs the page in as a member: the token where the app keeps it. Each test signs in for itself, so
 * a test run again in a fresh profile (a retry) starts from what it needs.
 */
async function signInAs(token: string): Promise<void> {
  if (!page.url().startsWith(base())) await page.goto('/pages/login/login');
  await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(token)})`);
}

/** Waits until the app's worker controls the page (a fresh profile installs it on the first visit). */
async function underWorker(): Promise<void> {
  await expect.poll(workerState, { timeout: 20_000 }).toBe('activated');
  if (!(await page.evaluate<boolean>('navigator.serviceWorker.controller !== null'))) await page.reload();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);
}

async function workerState(): Promise<string | undefined> {
  return page.evaluate<string | undefined>('navigator.serviceWorker.ready.then((r) => r.active?.state)');
}

test('the app is installable and its service worker is active', async () => {
  await page.goto('/pages/login/login');
  await expect.poll(workerState, { timeout: 20_000 }).toBe('activated');
  const cdp = await context.newCDPSession(page);
  // The manifest and the worker must be seen by the page once controlled.
  await page.reload();
  await expect.poll(() => page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).toBe(true);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toContain('/manifest.webmanifest');
  expect(manifest.errors).toEqual([]);
  await page.screenshot({ path: screenPath('pwa-installable-login') });
});

test('offline, a reload still paints the shell and says it is offline', async () => {
  await signInAs(await apiLogin(page.request));
  await page.goto('/pages/user/user');
  await underWorker();
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
  await context.setOffline(true);
  try {
    await page.reload();
    const offline = page.getByTestId('offline-bar');
    await expect(offline).toBeVisible();
    await expect(offline).toContainText('当前离线');
    await expect(page.getByTestId('nav-title')).toBeVisible();
    expect(await page.evaluate<string | undefined>('document.documentElement.dataset.offline')).toBe('1');
    await page.screenshot({ path: screenPath('pwa-offline-user-centre') });
  } finally {
    await context.setOffline(false);
  }
  // Back online, the next probe takes the bar away.
  await expect(page.getByTestId('offline-bar')).toHaveCount(0, { timeout: 15_000 });
});

test('a push delivered to the worker shows its notification', async () => {
  await context.grantPermissions(['notifications'], { origin: base() });
  await signInAs(await apiLogin(page.request));
  await page.goto('/pages/user/user');
  await expect.poll(workerState, { timeout: 20_000 }).toBe('activated');
  const cdp = await context.newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
    registrationId ??= event.registrations.find((r) => r.scopeURL === `${base()}/`)?.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrationId).toBeDefined();
  const payload = {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of 25.00 USDT has been paid out.',
    url: '/pages/usdt/usdt',
    tag: 'tip-1',
  };
  const shown = () =>
    page.evaluate(
      `navigator.serviceWorker.ready
        .then((r) => r.getNotifications())
        .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })))`,
    );
  // A loaded machine's browser was seen to drop a push delivered while its worker was starting: the
  // push is delivered again until it shows (the same tag, so never two notifications).
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(base()).origin,
      registrationId: registrationId ?? '',
      data: JSON.stringify(payload),
    });
    await expect
      .poll(shown, { timeout: 5_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: 'tip-1', data: { url: '/pages/usdt/usdt' } }]);
  }).toPass({ timeout: 30_000 });

  // The settings: notifications are turned on from the user centre (the permission asked only then).
  await page.getByTestId('push-row').click();
  await expect(page.getByTestId('push-sheet')).toBeVisible();
  await expect(page.getByTestId('push-on')).toBeVisible();
  await page.screenshot({ path: screenPath('pwa-notifications-sheet') });
});

test('notifications turned on from the user centre: the permission, this browser subscribed with its topics, a topic off, then off', async () => {
  // Headless Chromium here reaches no push service, so the browser's subscription is made up at
  // that boundary (the Push API's subscribe and getSubscription) with a real P-256 key; everything
  // from the page to the server is the app's own. The endpoint's host never resolves, and the
  // subscription is gone again by the end, so nothing is ever sent to it.
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p256dh = (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-65).toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `https://push.example.invalid/send/${randomBytes(8).toString('hex')}`;
  await context.addInitScript(
    ([endpoint, p256dh, auth]) => {
      const key = 'e2e-push-subscription';
      // The e2e project has no DOM types: the page's globals are reached through globalThis.
      const page = globalThis as unknown as {
        localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void };
        PushManager: { prototype: Record<string, unknown> };
      };
      const localStorage = page.localStorage;
      const made = () => ({
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      });
      const manager = page.PushManager.prototype;
      manager.subscribe = async () => {
        localStorage.setItem(key, '1');
        return made();
      };
      manager.getSubscription = async () => (localStorage.getItem(key) ? made() : null);
    },
    [endpoint, p256dh, auth],
  );
  const member = await registerMember(page.request);
  await context.grantPermissions(['notifications'], { origin: base() });
  await signInAs(member.token);
  await page.goto('/pages/user/user');
  const subscriptions = async () =>
    (await (await page.request.get('/api/push/subscriptions', { headers: { token: member.token } })).json()).data.list as {
      endpoint_origin: string;
      topics: string[];
    }[];
  expect(await subscriptions()).toEqual([]);

  await page.getByTestId('push-row').click();
  await page.getByTestId('push-on').click();
  const topics = page.getByTestId('push-topics');
  await expect(topics).toBeVisible();
  for (const topic of pushTopics) await expect(page.getByTestId(`push-topic-${topic}`)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('push-off')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenPath('pwa-notifications-on') });
  expect(await subscriptions()).toEqual([
    expect.objectContaining({ endpoint_origin: 'https://push.example.invalid', topics: [...pushTopics] }),
  ]);

  // One topic off: the server keeps the others.
  await page.getByTestId('push-topic-auction').click();
  await expect(page.getByTestId('push-topic-auction')).toHaveAttribute('aria-checked', 'false');
  await expect.poll(async () => (await subscriptions())[0]?.topics).toEqual(pushTopics.filter((t) => t !== 'auction'));

  // Opened again, the sheet shows this browser's subscription as the server has it.
  await page.reload();
  await page.getByTestId('push-row').click();
  await expect(page.getByTestId('push-topic-auction')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('push-topic-wallet')).toHaveAttribute('aria-checked', 'true');
  // The sheet has slid up all the way.
  await expect(page.getByTestId('push-off')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenPath('pwa-notifications-topics') });

  await page.getByTestId('push-off').click();
  await expect(page.getByTestId('push-on')).toBeVisible();
  expect(await subscriptions()).toEqual([]);
});

test('a new build is offered with a "new version — reload" prompt, and taken only on the tap', async () => {
  // A new build, as a deploy would bring it: a changed sw.js (its precompressed copies set aside), in
  // this journey's own copy of the app (support/global-setup.ts).
  const dist = process.env.E2E_WEB_DIST ?? '';
  expect(dist).not.toBe('');
  const worker = path.join(dist, 'sw.js');
  const original = readFileSync(worker);
  const compressed = ['sw.js.br', 'sw.js.gz'].map((file) => path.join(dist, file)).filter((file) => existsSync(file));
  const copies = compressed.map((file) => [file, readFileSync(file)] as const);
  // The running build's worker is in charge first (a fresh profile has none yet).
  await page.goto('/pages/user/user');
  await expect.poll(workerState, { timeout: 20_000 }).toBe('activated');
  try {
    for (const file of compressed) rmSync(file);
    writeFileSync(worker, `${original.toString()}\n// the next build\n`);
    await page.goto('/pages/user/user');
    await expect.poll(workerState).toBe('activated');
    await page.evaluate('navigator.serviceWorker.ready.then((r) => r.update())');
    const prompt = page.getByTestId('update-bar');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(prompt).toContainText('新版本已就绪');
    // Until the tap, the running build stays in charge.
    expect(await page.evaluate<boolean>('navigator.serviceWorker.ready.then((r) => r.waiting !== null)')).toBe(true);
    await page.screenshot({ path: screenPath('pwa-update-prompt') });
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await expect(page.getByTestId('nav-title')).toBeVisible();
    await expect(page.getByTestId('update-bar')).toHaveCount(0);
    expect(
      await page.evaluate<boolean>('navigator.serviceWorker.ready.then((r) => r.waiting === null && r.active?.state === "activated")'),
    ).toBe(true);
  } finally {
    writeFileSync(worker, original);
    for (const [file, bytes] of copies) writeFileSync(file, bytes);
  }
});

test('a money action is withheld while offline and offered again once back', async () => {
  await signInAs(await apiLogin(page.request));
  await page.goto('/pages/usdt/transfer');
  await expect(page.getByTestId('nav-title')).toHaveText('转账');
  await page.locator('#recipient').fill('13800000002');
  await page.getByTestId('transfer-next').click();
  await expect(page.getByTestId('recipient-name')).toHaveText(/\*\*\*/);
  await page.locator('#amount-usdt').fill('5');
  await page.getByTestId('transfer-next').click();
  const confirm = page.getByTestId('confirm-sheet').getByTestId('confirm-button');
  await expect(confirm).toBeVisible();
  // The device loses its network with the confirm step open.
  await context.setOffline(true);
  try {
    await page.evaluate("window.dispatchEvent(new Event('offline'))");
    await expect(page.getByTestId('offline-bar')).toBeVisible();
    await expect(confirm).toBeHidden();
    await page.screenshot({ path: screenPath('pwa-offline-transfer-confirm') });
  } finally {
    await context.setOffline(false);
  }
  await page.evaluate("window.dispatchEvent(new Event('online'))");
  await expect(page.getByTestId('offline-bar')).toHaveCount(0);
  await expect(confirm).toBeVisible();
});
