import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bindNavigator,
  configureRoutes,
  type NavigatorBinding,
  navigateBack,
  navigateTo,
  redirectTo,
  reLaunch,
  resolveUrl,
  switchTab,
} from './navigation';

const pages = ['/', '/pages/pledge/pledge', '/pages/user/user', '/pages/nft/nft', '/pages/nft/detail', '/pages/market/market'];

function fakeBinding(depth = 0) {
  const log: string[] = [];
  let release: (() => void) | null = null;
  let path = '/pages/nft/nft';
  const binding: NavigatorBinding = {
    go: (url, { replace }) =>
      new Promise<void>((resolve) => {
        log.push(`${replace ? 'replace' : 'push'} ${url}`);
        path = url.split('?')[0]!;
        release = resolve;
      }),
    back: (delta) => log.push(`back ${delta}`),
    depth: () => depth,
    currentPath: () => path,
  };
  return { binding, log, finish: () => release?.() };
}

describe('navigation API', () => {
  beforeEach(() => configureRoutes({ isPage: (p) => pages.includes(p), tabBar: [] }));
  afterEach(() => bindNavigator(null));

  it('needs a url', async () => {
    bindNavigator(fakeBinding().binding);
    await expect(navigateTo({ url: '' })).rejects.toThrow('Missing required args: "url"');
    // @ts-expect-error: called without options, as untyped callers may
    await expect(redirectTo(undefined)).rejects.toMatchObject({ errMsg: 'redirectTo:fail Missing required args: "url"' });
  });

  it("refuses an unknown page with page '<url>' is not found", async () => {
    bindNavigator(fakeBinding().binding);
    await expect(navigateTo({ url: '/pages/nope/nope?id=3' })).rejects.toThrow("page '/pages/nope/nope?id=3' is not found");
    await expect(reLaunch({ url: '/x' })).rejects.toMatchObject({ errMsg: "reLaunch:fail page '/x' is not found" });
  });

  it('pushes, replaces and passes the query through', async () => {
    const { binding, log, finish } = fakeBinding();
    bindNavigator(binding);
    const pushed = navigateTo({ url: '/pages/nft/detail?id=7' });
    await Promise.resolve();
    await Promise.resolve();
    finish();
    await expect(pushed).resolves.toEqual({ errMsg: 'navigateTo:ok' });
    const replaced = redirectTo({ url: '/pages/user/user' });
    await new Promise((r) => setTimeout(r, 0));
    finish();
    await expect(replaced).resolves.toEqual({ errMsg: 'redirectTo:ok' });
    expect(log).toEqual(['push /pages/nft/detail?id=7', 'replace /pages/user/user']);
  });

  it('resolves relative urls against the current page', () => {
    expect(resolveUrl('detail?id=1', '/pages/nft/nft')).toBe('/pages/nft/detail?id=1');
    expect(resolveUrl('../user/user', '/pages/nft/nft')).toBe('/pages/user/user');
    expect(resolveUrl('/pages/x/y?a=b', '/')).toBe('/pages/x/y?a=b');
  });

  it('says "<url> locked" for a repeat of the same url while the first is in progress', async () => {
    const { binding, finish } = fakeBinding();
    bindNavigator(binding);
    const first = navigateTo({ url: '/pages/market/market' });
    await expect(navigateTo({ url: '/pages/market/market' })).rejects.toThrow('/pages/market/market locked');
    finish();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    const again = navigateTo({ url: '/pages/market/market' });
    await new Promise((r) => setTimeout(r, 0));
    finish();
    await expect(again).resolves.toEqual({ errMsg: 'navigateTo:ok' });
  });

  it('keeps the tab-bar rules for a configured tab list', async () => {
    configureRoutes({ isPage: (p) => pages.includes(p), tabBar: ['/', '/pages/user/user'] });
    const { binding, log, finish } = fakeBinding();
    bindNavigator(binding);
    await expect(navigateTo({ url: '/pages/user/user' })).rejects.toThrow('can not navigateTo a tabbar page');
    await expect(redirectTo({ url: '/' })).rejects.toThrow('can not redirectTo a tabbar page');
    await expect(switchTab({ url: '/pages/market/market' })).rejects.toThrow('can not switch to no-tabBar page');
    const switched = switchTab({ url: '/pages/user/user' });
    await new Promise((r) => setTimeout(r, 0));
    finish();
    await expect(switched).resolves.toEqual({ errMsg: 'switchTab:ok' });
    expect(log).toEqual(['replace /pages/user/user']);
  });

  it('with the default empty tab list, switchTab refuses every page', async () => {
    bindNavigator(fakeBinding().binding);
    await expect(switchTab({ url: '/' })).rejects.toThrow('can not switch to no-tabBar page');
  });

  it('goes back through history, or home from the first page of a visit', async () => {
    const deep = fakeBinding(2);
    bindNavigator(deep.binding);
    await expect(navigateBack({ delta: 2 })).resolves.toEqual({ errMsg: 'navigateBack:ok' });
    expect(deep.log).toEqual(['back 2']);
    const first = fakeBinding(0);
    bindNavigator(first.binding);
    const back = navigateBack();
    await new Promise((r) => setTimeout(r, 0));
    first.finish();
    await back;
    expect(first.log).toEqual(['replace /']);
  });

  it('from the first page of a visit goes to the page it was reached from, when the caller names one', async () => {
    const first = fakeBinding(0);
    bindNavigator(first.binding);
    const back = navigateBack({ fallback: '/pages/user/user' });
    await new Promise((r) => setTimeout(r, 0));
    first.finish();
    await back;
    expect(first.log).toEqual(['replace /pages/user/user']);
    const deep = fakeBinding(1);
    bindNavigator(deep.binding);
    await navigateBack({ fallback: '/pages/user/user' });
    expect(deep.log).toEqual(['back 1']);
  });
});
