import { useTranslation } from 'react-i18next';
import { Field } from '../../../shared/ui/field';

/** Recipient → amount → confirm, the transfer pattern of SCREENS.md; enabled with the transfer API. */
export function TransferForm({ asset }: { asset: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="banner">{t('common.comingSoon')}</div>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('wallet.recipient')} hint={t('wallet.recipientHint')}>
          <input disabled placeholder={t('wallet.recipientPlaceholder')} />
        </Field>
        <Field label={`${t('wallet.amount')} (${asset})`} hint={`${t('wallet.available')}: --`}>
          <input disabled inputMode="decimal" placeholder="0.00" />
          <button type="button" className="copy-button" disabled>
            {t('common.all')}
          </button>
        </Field>
        <div className="kv">
          <span className="kv-key">{t('wallet.fee')}</span>
          <span className="kv-value">--</span>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled>
          {t('common.confirm')}
        </button>
      </form>
    </>
  );
}
