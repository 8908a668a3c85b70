// The installed app's runtime: registers the service worker, tells the member when they are offline
// (money actions are then withheld, see pwa.css) and offers a new build with a "reload" prompt
// instead of switching builds under a running page.
import i18next from '../i18n/i18n';
import './pwa.css';

function bar(kind: 'offline' | 'update', testId: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `pwa-bar pwa-${kind}`;
  element.dataset.testid = testId;
  element.setAttribute('role', kind === 'offline' ? 'status' : 'alert');
  return element;
}

function text(title: string, note?: string): HTMLElement {
  const p = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = title;
  p.append(strong);
  if (note) p.append(note);
  return p;
}

/** True when the server answers: a network failure (no network, or a page served from the shell) is false. */
async function reachable(win: Window): Promise<boolean> {
  try {
    await win.fetch('/healthz', { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Shows the offline bar while the app cannot reach the server, and marks the page so money actions
 * hide. The browser's online flag says when the device has no network at all; a probe of /healthz
 * catches the rest (a network that carries nothing), once at start and every few seconds while offline.
 */
export function watchOnline(win: Window = window, probeMs = 5000): () => void {
  const doc = win.document;
  let shown: HTMLElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (offline: boolean) => {
    if (offline) doc.documentElement.dataset.offline = '1';
    else delete doc.documentElement.dataset.offline;
    if (offline && !shown) {
      shown = bar('offline', 'offline-bar');
      shown.append(text(i18next.t('pwa.offline'), i18next.t('pwa.offlineNote')));
      doc.body.append(shown);
    } else if (!offline && shown) {
      shown.remove();
      shown = undefined;
    }
  };
  const check = async () => {
    clearTimeout(timer);
    const offline = !win.navigator.onLine || !(await reachable(win));
    show(offline);
    if (offline) timer = setTimeout(() => void check(), probeMs);
  };
  const wentOffline = () => show(true);
  const cameBack = () => void check();
  void check();
  win.addEventListener('online', cameBack);
  win.addEventListener('offline', wentOffline);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('online', cameBack);
    win.removeEventListener('offline', wentOffline);
  };
}

/** Asks the member to reload into the new build's `worker`, which waits until then. */
function offerUpdate(worker: ServiceWorker): void {
  if (document.querySelector('[data-testid="update-bar"]')) return;
  const prompt = bar('update', 'update-bar');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = i18next.t('pwa.reload');
  reload.dataset.testid = 'update-reload';
  reload.addEventListener('click', () => {
    reload.disabled = true;
    // The page reloads once the new worker controls it, so every chunk then is the new build's.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  });
  prompt.append(text(i18next.t('pwa.updateReady')), reload);
  document.body.append(prompt);
}

/**
 * Registers /sw.js with the browser's own API (no library on the first page); when a new build's
 * worker is installed while an older one controls the page, asks the member to reload into it.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const controlled = () => navigator.serviceWorker.controller !== null;
  // A new build installed while another tab was open waits already.
  if (registration.waiting && controlled()) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && controlled()) offerUpdate(installing);
    });
  });
  return registration;
}

/** Starts the installed app's runtime once the page has loaded (never before the first paint). */
export function startPwa(): void {
  watchOnline();
  const start = () => void registerServiceWorker().catch((error: unknown) => console.warn('service worker not registered:', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
