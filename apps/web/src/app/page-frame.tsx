import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { loadMemberTexts } from '../i18n/i18n';
import { LazyPage, type PageImporter, preloadPage } from '../runtime/lazy-page';
import { useToken } from '../runtime/session';
import { NavBar } from './nav-bar';
import { LOGIN_PATH, type PageRoute } from './routes';

// A signed-in page loads with the signed-in pages' texts, and a pull-down page with the
// pull-to-refresh chunk, all behind one loader: the sign-in page carries neither.
const importers = new Map<PageRoute, PageImporter>();
function importerFor(route: PageRoute): PageImporter {
  let importer = importers.get(route);
  if (!importer) {
    const load: PageImporter = route.public ? route.load : () => Promise.all([route.load(), loadMemberTexts()]).then(([page]) => page);
    importer = route.pullRefresh
      ? () =>
          Promise.all([load(), import('../runtime/pull-refresh')]).then(([{ default: Page }, { default: PullRefresh }]) => ({
            default: () => (
              <PullRefresh threshold={route.pullThreshold}>
                <Page />
              </PullRefresh>
            ),
          }))
      : load;
    importers.set(route, importer);
  }
  return importer;
}

/**
 * True while the build prerenders a members' page (src/prerender.tsx): it is drawn as a signed-in
 * member first sees it, loading, with no token and no data; the app in the browser never sets it.
 */
export const PrerenderSignedIn = createContext(false);

/** Fetches a route's page (and its pull-down) ahead of its first render. */
export function preloadRoute(route: PageRoute): Promise<void> {
  return preloadPage(importerFor(route));
}

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title || t('app.name');
  }, [title, t]);
}

/** One page: its bar and title, the login guard, and the lazily loaded content. */
export function PageFrame({ route }: { route: PageRoute }) {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useToken();
  const prerenderSignedIn = useContext(PrerenderSignedIn);
  const title = t(`route.${route.title}`);
  useDocumentTitle(title);

  if (!route.public && !token && !prerenderSignedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`} />;
  }
  return (
    <div className={`page${route.bar === 'custom' ? ' page-custom-bar' : ''}`} data-route={route.path}>
      {route.bar === 'default' && <NavBar title={title} back={!route.root} />}
      <main className="page-body">
        <LazyPage load={importerFor(route)} />
      </main>
    </div>
  );
}
