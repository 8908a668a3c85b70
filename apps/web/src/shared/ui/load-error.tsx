import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A failed load: what happened and the way to try again (pull down also works on list pages). */
export function LoadError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert" data-testid="load-error">
      <span>{text ?? t('common.loadFailed')}</span>
      <Button variant="ghost" small onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
