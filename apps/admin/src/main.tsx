import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
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

/**
 * Antd's own texts (pagination, empty tables, confirm buttons) follow the console's language. The
 * pages below are mounted again when it changes, so every text, including those built outside
 * components (column titles, rules, helpers), is rendered anew in the new language.
 */
function Localized({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { colorPrimary: '#1593df', borderRadius: 6 } }}
    >
      <AntApp key={i18n.language}>{children}</AntApp>
    </ConfigProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Localized>
          <RouterProvider router={router} />
        </Localized>
      </QueryClientProvider>
    </StrictMode>,
  );
}
