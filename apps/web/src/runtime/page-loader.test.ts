import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageLoadState, trackPageLoad } from './page-loader';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page whose module is still on its way: the states the loader reports for it, the module to settle, the cancel. */
function trackPendingPage() {
  const states: PageLoadState<string>[] = [];
  const module = deferred<string>();
  const cancel = trackPageLoad(
    () => module.promise,
    (s) => states.push(s),
  );
  return { states, statuses: () => states.map((s) => s.status), module, cancel };
}

describe('lazy page loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a load under 200 ms', async () => {
    const { statuses, module } = trackPendingPage();
    await vi.advanceTimersByTimeAsync(150);
    module.resolve('page');
    await vi.advanceTimersByTimeAsync(100);
    expect(statuses()).toEqual(['waiting', 'loaded']);
  });

  it('shows the loader after 200 ms', async () => {
    const { states, statuses, module } = trackPendingPage();
    await vi.advanceTimersByTimeAsync(199);
    expect(statuses()).toEqual(['waiting']);
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses()).toEqual(['waiting', 'loading']);
    module.resolve('page');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'loaded', value: 'page' });
  });

  it('gives up after 60 s and ignores a late arrival', async () => {
    const { states, module } = trackPendingPage();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(states.at(-1)?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toEqual({ status: 'failed', reason: 'timeout' });
    module.resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('failed');
  });

  it('reports a failed chunk', async () => {
    const { states, module } = trackPendingPage();
    module.reject(new TypeError('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toMatchObject({ status: 'failed', reason: 'error' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states).toHaveLength(2);
  });

  it('stops reporting when cancelled', async () => {
    const { statuses, module, cancel } = trackPendingPage();
    cancel();
    await vi.advanceTimersByTimeAsync(500);
    module.resolve('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses()).toEqual(['waiting']);
  });
});
