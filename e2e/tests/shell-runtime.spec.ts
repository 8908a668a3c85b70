import { expect, test } from '@playwright/test';
import { apiLogin, presetToken, screenPath } from '../support/members';
import { touchPull } from '../support/wallet';

test('pull-to-refresh by touch fetches the page again', async ({ page, request }) => {
  await presetToken(page, await apiLogin(request));
  let fetches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/user/index')) fetches += 1;
  });
  await page.goto('/pages/user/user');
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
  await expect.poll(() => fetches).toBe(1);
  const pull = page.locator('[data-pull-state]');
  await expect(pull).toHaveAttribute('data-pull-state', 'idle');

  // A short pull (under the 45 px threshold) aborts and fetches nothing.
  await touchPull(page, { x: 187, y: 200 }, 30);
  await page.waitForTimeout(600);
  expect(fetches).toBe(1);
  await expect(pull).toHaveAttribute('data-pull-state', 'idle');

  await touchPull(page, { x: 187, y: 200 }, 260);
  await expect.poll(() => fetches).toBe(2);
  await expect(pull).toHaveAttribute('data-pull-state', 'idle', { timeout: 5000 });
});

test('a page chunk that fails to load shows a tappable error that reloads the page', async ({ page, request }) => {
  await presetToken(page, await apiLogin(request));
  await page.route(/\/assets\/market-page-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/pages/market/market');
  const error = page.getByTestId('page-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('页面加载失败');
  await page.screenshot({ path: screenPath('page-load-error') });
  await page.unroute(/\/assets\/market-page-[^/]+\.js$/);
  await error.click();
  await expect(page.getByText('最新价')).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
});

test('the language switch in the user centre changes the titles and is remembered', async ({ page, request }) => {
  await presetToken(page, await apiLogin(request));
  await page.goto('/pages/user/user');
  await page.getByTestId('language-row').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('nav-title')).toHaveText('User centre');
  await expect(page).toHaveTitle('User centre');
  await page.reload();
  await expect(page.getByTestId('nav-title')).toHaveText('User centre');
  await page.screenshot({ path: screenPath('user-centre-en'), fullPage: true });
  await page.getByTestId('language-row').click();
  await page.getByTestId('language-zh-Hans').click();
  await expect(page.getByTestId('nav-title')).toHaveText('个人中心');
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the content column is capped at 960 px, centred, on the 375 rem base', async ({ page, request }) => {
    await presetToken(page, await apiLogin(request));
    await page.goto('/');
    // The prerendered page has the same title: measure the app's own column, drawn with the products.
    await expect(page.getByTestId('products')).toBeVisible();
    const box = await page.locator('.app-column').boundingBox();
    expect(box?.width).toBe(960);
    expect(box?.x).toBe(160);
    expect(await page.evaluate<string>('getComputedStyle(document.documentElement).fontSize')).toBe('16px');
    await page.screenshot({ path: screenPath('home-1280') });
  });
});

test('the root font follows the viewport width at 375', async ({ page, request }) => {
  await presetToken(page, await apiLogin(request));
  await page.goto('/');
  expect(await page.evaluate<string>('getComputedStyle(document.documentElement).fontSize')).toBe('16px');
});

test.describe('the prerendered home page', () => {
  test('a signed-in member sees the page from its HTML alone, then the app draws the same layout with the figures', async ({
    page,
    request,
  }) => {
    await presetToken(page, await apiLogin(request));
    // The app's JavaScript held back: what the phone draws before it arrives.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root[data-prerendered="/"]')).toBeVisible();
    await expect(page.getByTestId('nav-title')).toHaveText('AI量化');
    const hero = page.locator('.hero-card');
    await expect(hero.locator('.skeleton')).toHaveCount(3);
    const before = await hero.boundingBox();
    // antd-mobile's dark palette is on from the first paint: the bar's title is light on the dark bar.
    expect(await page.evaluate<string>(`getComputedStyle(document.querySelector('[data-testid="nav-title"]')).color`)).toBe(
      'rgb(230, 230, 230)',
    );
    await page.screenshot({ path: screenPath('home-first-paint') });

    await page.unroute('**/assets/*.js');
    // The app adopts the prerendered elements (hydration) rather than drawing new ones: a mark put on
    // the hero card and on the areas' grid (each hydrated on its own) before the app's JavaScript runs
    // is still there once the figures show.
    await page.addInitScript(
      `document.addEventListener('DOMContentLoaded', () => { for (const part of document.querySelectorAll('.hero-card, .entry-grid')) part.dataset.firstPaint = '1'; });`,
    );
    // Nothing of it is drawn again: React reports a part it could not adopt (main.tsx warns of it).
    const redrawn: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('prerendered page redrawn')) redrawn.push(message.text());
    });
    await page.reload();
    await expect(page.getByTestId('products')).toBeVisible();
    await expect(hero).toHaveAttribute('data-first-paint', '1');
    await expect(page.locator('.entry-grid')).toHaveAttribute('data-first-paint', '1');
    expect(redrawn).toEqual([]);
    await expect(hero.locator('.figure-big .figure-value')).toHaveText(/^\d[\d,]*\.\d{2}USDT$/);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    // The hero card keeps its place and size: the page does not move when the figures arrive.
    expect(await hero.boundingBox()).toEqual(before);
    await page.screenshot({ path: screenPath('home-final') });
  });

  test('a signed-out visitor is not shown it and goes to the login page as before', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/pages\/login\/login\?redirect=%2F$/);
    await expect(page.getByTestId('nav-title')).toHaveText('登录');
  });

  test('a member reading another language is not shown the Chinese page', async ({ page, request }) => {
    await presetToken(page, await apiLogin(request));
    await page.addInitScript(`localStorage.setItem('lang', 'en')`);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root')).toBeHidden();
  });
});
