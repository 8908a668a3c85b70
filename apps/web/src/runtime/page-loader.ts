// How a lazy page loads: nothing for the first 200 ms (a fast load never flashes a spinner), then
// a loading indicator, and an error after 60 s or on failure.

export const PAGE_LOADER_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export type PageLoadState<T> =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; reason: 'error' | 'timeout'; error?: unknown };

export interface PageLoadTimings {
  delayMs?: number;
  timeoutMs?: number;
}

/** Starts `load` and reports each state; the returned function stops reporting (unmount). */
export function trackPageLoad<T>(
  load: () => Promise<T>,
  report: (state: PageLoadState<T>) => void,
  { delayMs = PAGE_LOADER_DELAY_MS, timeoutMs = PAGE_LOAD_TIMEOUT_MS }: PageLoadTimings = {},
): () => void {
  let settled = false;
  const finish = (state: PageLoadState<T>) => {
    if (settled) return;
    settled = true;
    clearTimeout(delayTimer);
    clearTimeout(timeoutTimer);
    report(state);
  };
  report({ status: 'waiting' });
  const delayTimer = setTimeout(() => {
    if (!settled) report({ status: 'loading' });
  }, delayMs);
  const timeoutTimer = setTimeout(() => finish({ status: 'failed', reason: 'timeout' }), timeoutMs);
  load().then(
    (value) => finish({ status: 'loaded', value }),
    (error: unknown) => finish({ status: 'failed', reason: 'error', error }),
  );
  return () => {
    settled = true;
    clearTimeout(delayTimer);
    clearTimeout(timeoutTimer);
  };
}
