import './app/shell.css';
import { applyRootFontSize } from './runtime/rem';

applyRootFontSize();
// The start in three steps, each evaluated in a task of its own: the texts (i18next, React and the
// zh-Hans start texts), React DOM, then the app (the router, the queries, the shell and the first
// page's loader: app/start.tsx). Evaluated in one task, the whole start held a phone's main thread
// for about 80 ms just after the first paint (Chromium at 4x CPU slowdown); the longest step takes
// about 50 ms. index.html preloads all three (vite.config.ts, preloadStart).
void import('./i18n/i18n').then(() => import('react-dom/client')).then(() => import('./app/start'));
