import { useTranslation } from 'react-i18next';

/** A failed load: what happened and the way to try again (pull down also works on list pages). */
export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert" data-testid="load-error">
      <span>{text ?? t('common.loadFailed')}</span>
      <button type="button" className="btn btn-ghost btn-small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
