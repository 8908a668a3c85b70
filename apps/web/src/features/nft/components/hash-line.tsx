import { useTranslation } from 'react-i18next';
import { copyText } from '../../../runtime/clipboard';
import { showToast } from '../../../runtime/toast';

/** A labelled hash (or seed) on its own line in a monospace font; a tap copies it. */
export function HashLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="nft-hash-line">
      <div className="small muted">{label}</div>
      <button
        type="button"
        className="nft-hash nft-hash-button"
        data-testid={testId}
        onClick={() => void copyText(value).then((done) => showToast({ title: t(done ? 'nft.copied' : 'nft.copyFailed') }))}
      >
        {value}
      </button>
    </div>
  );
}
