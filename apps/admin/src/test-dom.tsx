import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import './i18n/i18n';

// Component tests draw console parts in jsdom, which lacks the media queries antd's grid asks for
// and the resize observer its tables and tabs ask for.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Answers the console's calls from `answer(path, query)` (the data of a successful answer), as the
 * server's envelope; every call's address is kept in `calls`.
 */
export function stubApi(answer: (path: string, query: URLSearchParams) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const address = new URL(url, 'http://console.test');
    const data = answer(address.pathname.replace(/^\/admin\/api/, ''), address.searchParams);
    return new Response(JSON.stringify({ code: 1, msg: '', data }), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** Draws `ui` with a fresh query client (no retries). */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
