import { useTranslation } from 'react-i18next';
import { navigateBack } from '../runtime/navigation';

export function NavBar({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <header className="nav-bar">
      <div className="nav-bar-inner">
        <button type="button" className="nav-back" aria-label={t('runtime.back')} onClick={() => void navigateBack()}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h1 className="nav-title" data-testid="nav-title">
          {title}
        </h1>
        <span className="nav-side" />
      </div>
    </header>
  );
}
