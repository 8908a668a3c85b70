import { useTranslation } from 'react-i18next';
import { navigateBack } from '../runtime/navigation';

/** The page's bar: its title, and the back arrow unless the page is one a visit starts from (`back` false). */
export function NavBar({ title, back = true }: { title: string; back?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="nav-bar">
      <div className="nav-bar-inner">
        {back ? (
          <button type="button" className="nav-back" aria-label={t('runtime.back')} onClick={() => void navigateBack()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : (
          <span className="nav-side" />
        )}
        <h1 className="nav-title" data-testid="nav-title">
          {title}
        </h1>
        <span className="nav-side" />
      </div>
    </header>
  );
}
