// uni-app's paired toast and loading: one overlay at a time; a hide only acts on its own kind and
// a mismatched hide only warns, so a late hideLoading can never close an error toast.

export type ToastIcon = 'success' | 'error' | 'loading' | 'none';

export interface ToastViewOptions {
  content: string;
  icon: ToastIcon;
  /** ms; 0 = until cleared */
  duration: number;
  mask: boolean;
}

/** What draws the overlay (antd-mobile's Toast in the app, a fake in tests). */
export interface ToastView {
  show(options: ToastViewOptions): void;
  clear(): void;
}

export const TOAST_DURATION_MS = 1500;

type Kind = 'toast' | 'loading';
let current: Kind | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;
let view: Promise<ToastView> | null = null;
let queue: Promise<void> = Promise.resolve();

function loadView(): Promise<ToastView> {
  view ??= import('./toast-view').then((m) => m.antdToastView);
  return view;
}

/** Tests draw into a fake instead of antd-mobile. */
export function setToastView(next: ToastView | null): void {
  view = next ? Promise.resolve(next) : null;
  current = null;
  clearTimeout(expiry);
  queue = Promise.resolve();
}

function draw(action: (v: ToastView) => void): Promise<void> {
  queue = queue.then(loadView).then(action, (error: unknown) => console.error('toast view failed to load', error));
  return queue;
}

export function currentOverlay(): Kind | null {
  return current;
}

export function showToast({
  title,
  icon = 'none',
  duration = TOAST_DURATION_MS,
  mask = false,
}: {
  title: string;
  icon?: ToastIcon;
  duration?: number;
  mask?: boolean;
}): Promise<void> {
  clearTimeout(expiry);
  current = 'toast';
  expiry = setTimeout(() => {
    if (current === 'toast') current = null;
  }, duration);
  return draw((v) => v.show({ content: title, icon, duration, mask }));
}

export function showLoading({ title, mask = true }: { title: string; mask?: boolean }): Promise<void> {
  clearTimeout(expiry);
  current = 'loading';
  return draw((v) => v.show({ content: title, icon: 'loading', duration: 0, mask }));
}

function hide(kind: Kind): Promise<void> {
  if (current !== kind) {
    console.warn(kind === 'toast' ? 'showToast 与 hideToast 必须配对使用' : 'showLoading 与 hideLoading 必须配对使用');
    return Promise.resolve();
  }
  clearTimeout(expiry);
  current = null;
  return draw((v) => v.clear());
}

export function hideToast(): Promise<void> {
  return hide('toast');
}

export function hideLoading(): Promise<void> {
  return hide('loading');
}
