import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, StrictMode } from 'react';
import { useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import './i18n/i18n';
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

/** Antd's own texts (pagination, empty tables, date pickers) follow the console's language. */
function Localized({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: '#1593df', borderRadius: 6 } }}>
      {children}
    </ConfigProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Localized>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </Localized>
    </StrictMode>,
  );
}
