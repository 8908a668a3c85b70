import { useTranslation } from 'react-i18next';
import { copyText } from '../../../runtime/clipboard';

/** A value with its copy button. */
export function CopyValue({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="num">
      <span data-testid={testId}>{value}</span>
      <button type="button" className="copy-button" onClick={() => void copyText(value)} disabled={!value}>
        {t('common.copy')}
      </button>
    </span>
  );
}
