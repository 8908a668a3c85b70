import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageLoadState, trackPageLoad } from './page-loader';

export type PageModule = { default: ComponentType };
export type PageImporter = () => Promise<PageModule>;

// A page already fetched renders at once when visited again.
const loaded = new Map<PageImporter, ComponentType>();

/** Fetches a page before its first render, so that render shows the page at once (not its loader). */
export async function preloadPage(load: PageImporter): Promise<void> {
  if (loaded.has(load)) return;
  loaded.set(load, (await load()).default);
}

/** Renders a lazily imported page with the seed's loader timings and a tappable error that reloads. */
export function LazyPage({ load }: { load: PageImporter }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PageLoadState<PageModule>>(() => {
    const page = loaded.get(load);
    return page ? { status: 'loaded', value: { default: page } } : { status: 'waiting' };
  });

  useEffect(() => {
    if (loaded.has(load)) return;
    return trackPageLoad(load, (next) => {
      if (next.status !== 'loaded') return setState(next);
      loaded.set(load, next.value.default);
      // A transition: React builds the page in short slices instead of one long task.
      startTransition(() => setState(next));
    });
  }, [load]);

  switch (state.status) {
    case 'waiting':
      return null;
    case 'loading':
      return (
        <div className="page-loading" role="status" data-testid="page-loading">
          <span className="spinner" aria-hidden="true" />
          {t('runtime.pageLoading')}
        </div>
      );
    case 'failed':
      return (
        <button type="button" className="page-error" data-testid="page-error" onClick={() => window.location.reload()}>
          <span className="page-error-icon" aria-hidden="true">
            !
          </span>
          {t(state.reason === 'timeout' ? 'runtime.pageLoadTimeout' : 'runtime.pageLoadFailed')}
        </button>
      );
    case 'loaded': {
      const Page = state.value.default;
      return <Page />;
    }
  }
}
