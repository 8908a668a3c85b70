import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { ApiError, setUnauthorizedHandler } from './lib/api';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refusal (code 0) or a missing session will not change by asking again at once.
      retry: (count, error) => !(error instanceof ApiError && error.code >= 0) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

setUnauthorizedHandler(() => {
  queryClient.clear();
  const here = window.location.pathname.replace(/^\/admin/, '') || '/';
  if (here !== '/login') void router.navigate(`/login?redirect=${encodeURIComponent(here + window.location.search)}`, { replace: true });
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={enUS} theme={{ token: { colorPrimary: '#1593df', borderRadius: 6 } }}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
