import './app/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findRoute, TAB_BAR } from './app/routes';
import { restoreLanguage } from './i18n/i18n';
import { configureRoutes } from './runtime/navigation';
import { applyRootFontSize } from './runtime/rem';
import { fetchSysConfigOnEveryShow } from './runtime/sys-config';

applyRootFontSize();
configureRoutes({ isPage: (path) => findRoute(path) !== undefined, tabBar: TAB_BAR });
document.documentElement.dataset.prefersColorScheme = 'dark';
fetchSysConfigOnEveryShow();

const root = document.getElementById('root');
if (root) {
  void restoreLanguage().finally(() => {
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
