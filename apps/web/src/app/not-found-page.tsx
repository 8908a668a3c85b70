import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reLaunch } from '../runtime/navigation';
import { Button } from '../shared/ui/button';
import { NavBar } from './nav-bar';
import { useDocumentTitle } from './page-frame';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('runtime.notFoundTitle'));
  return (
    <div className="page">
      <NavBar title={t('runtime.notFoundTitle')} />
      <main className="page-body not-found">
        <p data-testid="not-found">{t('runtime.notFoundText', { path: pathname })}</p>
        <Button variant="primary" onClick={() => void reLaunch({ url: '/' })}>
          {t('runtime.backHome')}
        </Button>
      </main>
    </div>
  );
}
