// Renders the static first paint of the public pages at build time (scripts/prerender.mjs): the
// browser shows it from the HTML alone, and the app replaces it with the same page once loaded.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { preloadRoute } from './app/page-frame';
import { findRoute } from './app/routes';

export async function render(url: string): Promise<string> {
  const route = findRoute(url);
  if (!route?.public) throw new Error(`${url} is not a public page`);
  await preloadRoute(route);
  return renderToString(
    <StrictMode>
      <App url={url} />
    </StrictMode>,
  );
}
