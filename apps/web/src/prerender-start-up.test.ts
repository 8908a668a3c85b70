import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findRoute } from './app/routes';
import { type Audience, compileHinted, guardScript, PRELOADS_PER_TASK, PRERENDERED_PAGES, startUpScript } from './prerender-start-up';

const run = (script: string) => new Function(script)();
const root = document.documentElement;

beforeEach(() => {
  root.className = '';
  root.style.fontSize = '';
  for (const node of document.head.querySelectorAll('script, link')) node.remove();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the prerendered pages', () => {
  it('are the login page for signed-out visitors and the home page (both its paths) for members', () => {
    expect(PRERENDERED_PAGES.map((p) => [p.url, p.audience, p.file])).toEqual([
      ['/pages/login/login', 'signed-out', 'pages/login/login.html'],
      ['/', 'signed-in', 'home.html'],
      ['/pages/pledge/pledge', 'signed-in', 'pages/pledge/pledge.html'],
    ]);
  });

  it('are routes of the app, drawn for the visitors the route admits', () => {
    for (const page of PRERENDERED_PAGES) {
      const route = findRoute(page.url);
      expect(route, page.url).toBeDefined();
      expect(route?.public, page.url).toBe(page.audience === 'signed-out');
    }
  });
});

describe('the start-up guard', () => {
  const hidden = (audience: Audience, storage: Record<string, string>) => {
    root.classList.remove('no-shell');
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    run(guardScript(audience));
    return root.classList.contains('no-shell');
  };

  it('draws the page at the rem scale of the phone before the first paint', () => {
    run(guardScript('signed-in'));
    expect(root.style.fontSize).toMatch(/px$/);
  });

  it('hides the login page from a signed-in member and from another language', () => {
    expect(hidden('signed-out', {})).toBe(false);
    expect(hidden('signed-out', { lang: 'zh-Hans' })).toBe(false);
    expect(hidden('signed-out', { token: 't1' })).toBe(true);
    expect(hidden('signed-out', { lang: 'en' })).toBe(true);
  });

  it('hides the home page from a signed-out visitor (the app sends them to sign in) and from another language', () => {
    expect(hidden('signed-in', { token: 't1' })).toBe(false);
    expect(hidden('signed-in', { token: 't1', lang: 'zh-Hans' })).toBe(false);
    expect(hidden('signed-in', {})).toBe(true);
    expect(hidden('signed-in', { token: 't1', lang: 'ja' })).toBe(true);
  });
});

describe('the start-up script', () => {
  const requested = () => ({
    entry: [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  });

  it('requests the app once the page is drawn, at the latest after a second', () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 't1');
    run(startUpScript('signed-in', '/assets/index.js', ['/assets/a.js', '/assets/home.js']));
    expect(requested().entry).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(requested()).toEqual({ entry: ['/assets/index.js'], preloads: ['/assets/a.js', '/assets/home.js'] });
    // Only once, whichever signal comes first.
    vi.advanceTimersByTime(5000);
    expect(requested().entry).toHaveLength(1);
  });

  it('requests the app at once for a visitor the page was hidden from', () => {
    run(startUpScript('signed-in', '/assets/index.js', ['/assets/home.js']));
    expect(root.classList.contains('no-shell')).toBe(true);
    expect(requested()).toEqual({ entry: ['/assets/index.js'], preloads: ['/assets/home.js'] });
  });

  it('asks for the entry first and adds the preloads a few to a task, in their order', () => {
    vi.useFakeTimers();
    localStorage.clear(); // a visitor the home page is hidden from: the app is asked for at once
    const preloads = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    run(startUpScript('signed-in', '/assets/index.js', preloads));
    expect(requested()).toEqual({ entry: ['/assets/index.js'], preloads: preloads.slice(0, PRELOADS_PER_TASK) });
    vi.advanceTimersToNextTimer();
    expect(requested().preloads).toEqual(preloads.slice(0, 2 * PRELOADS_PER_TASK));
    vi.runAllTimers();
    expect(requested()).toEqual({ entry: ['/assets/index.js'], preloads });
  });
});

describe('compileHinted', () => {
  it('hints the entry and the scripts only a signed-in page loads, not the ones the login page shares', () => {
    const loadedBy = {
      'signed-in': new Set(['/assets/index.js', '/assets/react.js', '/assets/home.js', '/assets/figure.js']),
      'signed-out': new Set(['/assets/index.js', '/assets/react.js', '/assets/login.js']),
    };
    expect(compileHinted('/assets/index.js', loadedBy)).toEqual(['/assets/index.js', '/assets/home.js', '/assets/figure.js']);
  });
});
