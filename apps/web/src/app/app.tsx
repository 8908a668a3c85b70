import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { PayPasswordSetupProvider } from '../shared/ui/pay-password-setup';
import { NavigatorBinding } from './navigator-binding';
import { NotFoundPage } from './not-found-page';
import { PageFrame, PrerenderSignedIn } from './page-frame';
import { queryClient } from './query-client';
import { PAGE_ROUTES } from './routes';

// Loaded the first time a money form's "set it first" opens it.
const PayPasswordSetupSheet = lazy(() =>
  import('../features/account/components/pay-password-sheet').then((m) => ({ default: m.PayPasswordSetupSheet })),
);

/**
 * The members' app; `url` renders it for one address without a browser (the build's prerendered
 * pages), `signedIn` draws a members' page there as a signed-in member first sees it (loading).
 */
export function App({ url, signedIn = false }: { url?: string; signedIn?: boolean }) {
  const content = (
    <>
      <NavigatorBinding />
      <PayPasswordSetupProvider
        sheet={(props) => (
          <Suspense fallback={null}>
            <PayPasswordSetupSheet {...props} />
          </Suspense>
        )}
      >
        <div className="app-column">
          <Routes>
            {PAGE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} caseSensitive element={<PageFrame key={route.path} route={route} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </div>
      </PayPasswordSetupProvider>
    </>
  );
  return (
    <QueryClientProvider client={queryClient}>
      {url === undefined ? (
        <BrowserRouter>{content}</BrowserRouter>
      ) : (
        <PrerenderSignedIn value={signedIn}>
          <StaticRouter location={url}>{content}</StaticRouter>
        </PrerenderSignedIn>
      )}
    </QueryClientProvider>
  );
}
