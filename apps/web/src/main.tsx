import './app/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/page-frame';
import { findRoute, TAB_BAR } from './app/routes';
import { restoreLanguage } from './i18n/i18n';
import { configureRoutes } from './runtime/navigation';
import { setUpOverlayRender } from './runtime/overlay-render';
import { applyRootFontSize } from './runtime/rem';
import { stopShimmerEvents } from './runtime/shimmer-events';
import { fetchSysConfigOnEveryShow } from './runtime/sys-config';

applyRootFontSize();
setUpOverlayRender();
stopShimmerEvents();
configureRoutes({ isPage: (path) => findRoute(path) !== undefined, tabBar: TAB_BAR });
// antd-mobile's dark palette; index.html carries it too, so a prerendered page's first paint has it.
document.documentElement.dataset.prefersColorScheme = 'dark';
// Its own task: the request's start stays out of the entry's evaluation, the start's longest task.
setTimeout(fetchSysConfigOnEveryShow);

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
  const shown = prerendered !== undefined && root.hasChildNodes();
  const pageReady = shown ? preloadRoute(prerendered).catch(() => undefined) : undefined;
  void Promise.all([restoreLanguage(), pageReady]).finally(() => {
    // From here the skeletons are the app's own and shimmer (shell.css holds a prerendered one still).
    delete root.dataset.prerendered;
    // The installed app's service worker, offline bar and update prompt: a chunk of their own, after the first paint.
    void import('./pwa/pwa').then((pwa) => pwa.startPwa());
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // The first render runs as a transition, which React splits into short slices: the phone's
    // main thread stays free for input while the app builds its first page. A prerendered members'
    // page (the home page, loading) is the app's own markup: React adopts it (hydration) instead of
    // building and laying out the page again; should it differ, React draws it afresh. The login
    // page is drawn anew over its prerender, so nothing typed before the app arrived lingers in a
    // field the app does not know of.
    startTransition(() => {
      if (shown && !prerendered.public)
        hydrateRoot(root, app, { onRecoverableError: (error) => console.warn('prerendered page redrawn:', error) });
      else createRoot(root).render(app);
    });
  });
}
