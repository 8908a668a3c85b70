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
import { keepScrollRegionsFocusable } from './lib/scroll-regions';
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
 * The brand blue, deepened so white text on it and it on white both reach WCAG AA contrast
 * (4.5:1); secondary texts darker than antd's default grey for the same reason.
 */
const theme = {
  token: {
    colorPrimary: '#0b6aa8',
    colorLink: '#0b6aa8',
    colorInfo: '#0b6aa8',
    colorError: '#c41d2f',
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // An operator whose system asks for less motion gets dialogs, menus and messages without animation.
    motion: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  },
};

/**
 * Antd's own texts (pagination, empty tables, confirm buttons) follow the console's language. The
 * pages below are mounted again when it changes, so every text, including those built outside
 * components (column titles, rules, helpers), is rendered anew in the new language.
 */
function Localized({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} button={{ autoInsertSpace: false }} theme={theme}>
      <AntApp key={i18n.language}>{children}</AntApp>
    </ConfigProvider>
  );
}

keepScrollRegionsFocusable();

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
