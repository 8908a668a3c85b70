import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { NavigatorBinding } from './navigator-binding';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';
import { queryClient } from './query-client';
import { PAGE_ROUTES } from './routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavigatorBinding />
        <div className="app-column">
          <Routes>
            {PAGE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} caseSensitive element={<PageFrame key={route.path} route={route} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </div>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
