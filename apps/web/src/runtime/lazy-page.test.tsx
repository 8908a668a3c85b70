import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { byTestId, render } from '../test-render';
import { LazyPage, type PageModule } from './lazy-page';

describe('LazyPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the loader only after 200 ms, then the page', async () => {
    let resolve!: (m: PageModule) => void;
    const load = () => new Promise<PageModule>((r) => (resolve = r));
    const view = await render(<LazyPage load={load} />);
    expect(view.textContent).toBe('');
    await act(async () => vi.advanceTimersByTime(200));
    expect(byTestId(view, 'page-loading').textContent).toContain('页面加载中');
    await act(async () => resolve({ default: () => <p>hello page</p> }));
    expect(view.textContent).toBe('hello page');
  });

  it('turns a failed chunk into a button that reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const view = await render(<LazyPage load={() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))} />);
    await act(async () => vi.advanceTimersByTime(0));
    const error = byTestId(view, 'page-error');
    expect(error.textContent).toContain('页面加载失败，点击重新加载');
    error.click();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
