import { describe, expect, it } from 'vitest';
import { pageModules, render, slimSvg } from './prerender';

describe('prerendering', () => {
  it('draws the home page as a signed-in member first sees it: bar, hero card and placeholders, no figures', async () => {
    const html = await render('/');
    expect(html).toContain('data-route="/"');
    expect(html).toContain('class="bar-custom"');
    expect(html).toContain('class="card hero-card"');
    // The figures and products are the member's: placeholders until they load.
    expect(html).toContain('class="skeleton"');
    expect(html).toContain('data-testid="skeleton"');
    expect(html).not.toContain('data-testid="products"');
    expect(html).not.toContain('figure-asset');
  });

  it('draws the home page under its own path too, and the login page with its form', async () => {
    expect(await render('/pages/pledge/pledge')).toContain('data-route="/pages/pledge/pledge"');
    const login = await render('/pages/login/login');
    expect(login).toContain('data-route="/pages/login/login"');
    expect(login).toContain('<form');
  });

  it('refuses a page the build does not prerender', async () => {
    await expect(render('/pages/team/team')).rejects.toThrow(/not a prerendered page/);
  });

  it('loads the home page with its pull-down, the login page alone', () => {
    expect(pageModules('/')).toEqual(['src/features/pledge/pages/pledge-home-page.tsx', 'src/runtime/pull-refresh.tsx']);
    expect(pageModules('/pages/login/login')).toEqual(['src/features/account/pages/login-page.tsx']);
  });
});

describe('the icons in the prerendered HTML', () => {
  it('lose their ids and long decimals, and keep their elements and shape', () => {
    const icon =
      '<svg width="1em" viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" aria-label="语言">' +
      '<g id="A-A" fill="none"><rect id="A-r" fill="#FFFFFF" opacity="0" x="0" y="0" width="48" height="48"></rect>' +
      '<path d="M24,2 C36.1502645,2 46,11.8497355 46,24 L-0.004,1.5.5 L0.125,-3.999 Z" id="A-p" fill="currentColor"></path></g></svg>';
    expect(slimSvg(`<p>x</p>${icon}`)).toBe(
      '<p>x</p><svg width="1em" viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg" aria-label="语言">' +
        '<g fill="none"><rect fill="#FFFFFF" opacity="0" x="0" y="0" width="48" height="48"></rect>' +
        '<path d="M24,2 C36.15,2 46,11.85 46,24 L0,1.5 .5 L.13,-4 Z" fill="currentColor"></path></g></svg>',
    );
  });

  it('shrink the prerendered home page by more than a fifth', async () => {
    const html = await render('/');
    expect(slimSvg(html).length).toBeLessThan(html.length * 0.8);
  });
});
