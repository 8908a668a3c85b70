import './app/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/page-frame';
import { findRoute, TAB_BAR } from './app/routes';
import { restoreLanguage } from './i18n/i18n';
import { configureRoutes } from './runtime/navigation';
import { applyRootFontSize } from './runtime/rem';
import { fetchSysConfigOnEveryShow } from './runtime/sys-config';

applyRootFontSize();
configureRoutes({ isPage: (path) => findRoute(path) !== undefined, tabBar: TAB_BAR });
// antd-mobile's dark palette; index.html carries it too, so a prerendered page's first paint has it.
document.documentElement.dataset.prefersColorScheme = 'dark';
fetchSysConfigOnEveryShow();

const root = document.getElementById('root');
if (root) {
  // A page prerendered into the HTML (scripts/prerender.mjs) stays on screen until the app draws the
  // same page over it: its chunk is fetched before the first render, so no loader flashes between.
  // A member it does not fit (signed in, another language) never saw it: it goes at once.
  const prerendered = root.dataset.prerendered ? findRoute(root.dataset.prerendered) : undefined;
  if (document.documentElement.classList.contains('no-shell')) {
    root.replaceChildren();
    document.documentElement.classList.remove('no-shell');
  }
  const pageReady = prerendered && root.hasChildNodes() ? preloadRoute(prerendered).catch(() => undefined) : undefined;
  void Promise.all([restoreLanguage(), pageReady]).finally(() => {
    // From here the skeletons are the app's own and shimmer (shell.css holds a prerendered one still).
    delete root.dataset.prerendered;
    // The first render runs as a transition, which React splits into short slices: the phone's
    // main thread stays free for input while the app builds its first page.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}
