// Renders the static first paint of the pages a visit usually starts on at build time
// (scripts/prerender.mjs): the browser shows it from the HTML alone, and the app replaces it with
// the same page once loaded. A members' page is drawn as a signed-in member first sees it: loading.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { preloadRoute } from './app/page-frame';
import { findRoute } from './app/routes';
import { PRERENDERED_PAGES } from './prerender-start-up';

export { COMPILE_HINT, compileHinted, PRERENDERED_PAGES, startUpScript } from './prerender-start-up';

/**
 * The icons' SVG as the prerendered HTML carries it: without the ids and the xlink namespace the
 * icon library writes, and with its path numbers to two decimals (a 48-unit box drawn at icon size:
 * a hundredth of a unit is far below a pixel). Only attributes change, never the elements, so the
 * app can still adopt the markup as its own (hydration). The home page's fourteen icons were three
 * quarters of its markup.
 */
export function slimSvg(html: string): string {
  return html.replace(/<svg[\s\S]*?<\/svg>/g, (svg) =>
    svg
      .replace(/ xmlns:xlink="[^"]*"/g, '')
      .replace(/ id="[^"]*"/g, '')
      .replace(/ d="([^"]*)"/g, (_attr, d: string) => {
        const rounded = d.replace(/-?\d*\.\d+(?:e-?\d+)?/g, (n, offset: number) => {
          const short = String(Number(Number(n).toFixed(2))).replace(/^(-?)0\./, '$1.');
          // A number glued to the one before it (`1.5.5`) keeps a separator once rounded.
          return /[\d.]/.test(d[offset - 1] ?? '') ? ` ${short}` : short;
        });
        return ` d="${rounded}"`;
      }),
  );
}

/** The source modules a prerendered page loads before its first render: its page, and its pull-down if it has one. */
export function pageModules(url: string): string[] {
  const route = findRoute(url);
  const page = PRERENDERED_PAGES.find((p) => p.url === url);
  if (!route || !page) throw new Error(`${url} is not a prerendered page`);
  return route.pullRefresh ? [page.module, 'src/runtime/pull-refresh.tsx'] : [page.module];
}

export async function render(url: string): Promise<string> {
  const route = findRoute(url);
  const page = PRERENDERED_PAGES.find((p) => p.url === url);
  if (!route || !page) throw new Error(`${url} is not a prerendered page`);
  if (route.public !== (page.audience === 'signed-out')) throw new Error(`${url}: its audience does not match its route's access`);
  await preloadRoute(route);
  return renderToString(
    <StrictMode>
      <App url={url} signedIn={page.audience === 'signed-in'} />
    </StrictMode>,
  );
}
