// uni-app's navigation API over the history router, with the seed's guards and messages. The app
// shell binds it to react-router and tells it which paths are pages and which are tab-bar pages.

export type NavigationApi = 'navigateTo' | 'redirectTo' | 'navigateBack' | 'switchTab' | 'reLaunch';

export interface NavigationResult {
  errMsg: string;
}

export class NavigationError extends Error {
  readonly errMsg: string;
  constructor(api: NavigationApi, message: string) {
    super(message);
    this.name = 'NavigationError';
    this.errMsg = `${api}:fail ${message}`;
  }
}

export interface NavigatorBinding {
  /** Goes to `url` (path + query); resolves once the new location is committed. */
  go(url: string, options: { replace: boolean }): void | Promise<void>;
  back(delta: number): void;
  /** How many entries of this app lie behind the current one. */
  depth(): number;
  /** The current path. */
  currentPath(): string;
}

export interface RouteRegistry {
  isPage(path: string): boolean;
  tabBar: readonly string[];
}

let registry: RouteRegistry = { isPage: () => false, tabBar: [] };
let binding: NavigatorBinding | null = null;
let lockedUrl: string | null = null;

export function configureRoutes(next: RouteRegistry): void {
  registry = next;
}

export function bindNavigator(next: NavigatorBinding | null): void {
  binding = next;
  lockedUrl = null;
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/** Resolves a url relative to the current page the way uni-app does ('detail?id=1' from /pages/nft/nft). */
export function resolveUrl(url: string, currentPath: string): string {
  if (url.startsWith('/')) return url;
  const base = currentPath.slice(0, currentPath.lastIndexOf('/') + 1) || '/';
  const parts = `${base}${url}`.split('?');
  const segments: string[] = [];
  for (const segment of (parts[0] ?? '').split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}${parts.length > 1 ? `?${parts.slice(1).join('?')}` : ''}`;
}

function isTabBarPage(path: string): boolean {
  return registry.tabBar.includes(path);
}

async function run(api: NavigationApi, url: string, replace: boolean): Promise<NavigationResult> {
  if (!binding) throw new NavigationError(api, 'navigator not ready');
  if (lockedUrl === url) throw new NavigationError(api, `${url} locked`);
  lockedUrl = url;
  try {
    await binding.go(url, { replace });
  } finally {
    // Released after the router committed the change, so a double tap is refused.
    setTimeout(() => {
      if (lockedUrl === url) lockedUrl = null;
    }, 0);
  }
  return { errMsg: `${api}:ok` };
}

function validate(api: NavigationApi, options: { url?: string } | undefined): string {
  const raw = options?.url;
  if (!raw) throw new NavigationError(api, 'Missing required args: "url"');
  const url = resolveUrl(raw, binding?.currentPath() ?? '/');
  const path = pathOf(url);
  if (!registry.isPage(path)) throw new NavigationError(api, `page '${url}' is not found`);
  if ((api === 'navigateTo' || api === 'redirectTo') && isTabBarPage(path)) {
    throw new NavigationError(api, `can not ${api} a tabbar page`);
  }
  if (api === 'switchTab' && !isTabBarPage(path)) throw new NavigationError(api, 'can not switch to no-tabBar page');
  return url;
}

export function navigateTo(options: { url: string }): Promise<NavigationResult> {
  return Promise.resolve().then(() => run('navigateTo', validate('navigateTo', options), false));
}

export function redirectTo(options: { url: string }): Promise<NavigationResult> {
  return Promise.resolve().then(() => run('redirectTo', validate('redirectTo', options), true));
}

export function switchTab(options: { url: string }): Promise<NavigationResult> {
  return Promise.resolve().then(() => run('switchTab', validate('switchTab', options), true));
}

export function reLaunch(options: { url: string }): Promise<NavigationResult> {
  return Promise.resolve().then(() => run('reLaunch', validate('reLaunch', options), true));
}

/**
 * Goes back `delta` pages; from the first page of a visit it goes to `fallback` (the page this one
 * is reached from; home by default) instead of leaving the app.
 */
export function navigateBack(options: { delta?: number; fallback?: string } = {}): Promise<NavigationResult> {
  return Promise.resolve().then(() => {
    if (!binding) throw new NavigationError('navigateBack', 'navigator not ready');
    const delta = Math.max(1, Math.floor(options.delta ?? 1));
    if (binding.depth() >= delta) {
      binding.back(delta);
      return { errMsg: 'navigateBack:ok' };
    }
    const fallback = options.fallback ?? '/';
    return run('navigateBack', registry.isPage(pathOf(fallback)) ? fallback : '/', true);
  });
}
