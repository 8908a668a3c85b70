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

describe('lazy page loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a load under 200 ms', async () => {
    const states: string[] = [];
    const module = deferred<string>();
    trackPageLoad(
      () => module.promise,
      (s) => states.push(s.status),
    );
    await vi.advanceTimersByTimeAsync(150);
    module.resolve('page');
    await vi.advanceTimersByTimeAsync(100);
    expect(states).toEqual(['waiting', 'loaded']);
  });

  it('shows the loader after 200 ms', async () => {
    const states: PageLoadState<string>[] = [];
    const module = deferred<string>();
    trackPageLoad(
      () => module.promise,
      (s) => states.push(s),
    );
    await vi.advanceTimersByTimeAsync(199);
    expect(states.map((s) => s.status)).toEqual(['waiting']);
    await vi.advanceTimersByTimeAsync(1);
    expect(states.map((s) => s.status)).toEqual(['waiting', 'loading']);
    module.resolve('page');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'loaded', value: 'page' });
  });

  it('gives up after 60 s and ignores a late arrival', async () => {
    const states: PageLoadState<string>[] = [];
    const module = deferred<string>();
    trackPageLoad(
      () => module.promise,
      (s) => states.push(s),
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(states.at(-1)?.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toEqual({ status: 'failed', reason: 'timeout' });
    module.resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)?.status).toBe('failed');
  });

  it('reports a failed chunk', async () => {
    const states: PageLoadState<string>[] = [];
    const module = deferred<string>();
    trackPageLoad(
      () => module.promise,
      (s) => states.push(s),
    );
    module.reject(new TypeError('Failed to fetch dynamically imported module'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toMatchObject({ status: 'failed', reason: 'error' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(states).toHaveLength(2);
  });

  it('stops reporting when cancelled', async () => {
    const states: string[] = [];
    const module = deferred<string>();
    const cancel = trackPageLoad(
      () => module.promise,
      (s) => states.push(s.status),
    );
    cancel();
    await vi.advanceTimersByTimeAsync(500);
    module.resolve('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['waiting']);
  });
});
