import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';

export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="banner">{t('common.comingSoon')}</div>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('wallet.address')}>
          <input disabled placeholder={t('wallet.addressPlaceholder')} />
        </Field>
        <Field label={`${t('wallet.amount')} (USDT)`} hint={`${t('wallet.available')}: --`}>
          <input disabled inputMode="decimal" placeholder="0.00" />
          <button type="button" className="copy-button" disabled>
            {t('common.all')}
          </button>
        </Field>
        <Card>
          {[t('wallet.fee'), t('wallet.arrives'), t('wallet.dailyLeft')].map((key) => (
            <div className="kv" key={key}>
              <span className="kv-key">{key}</span>
              <span className="kv-value">--</span>
            </div>
          ))}
        </Card>
        <button type="submit" className="btn btn-primary btn-block" disabled>
          {t('route.withdraw')}
        </button>
      </form>
      <h2 className="section-title">{t('wallet.withdrawRecords')}</h2>
      <Card>
        <EmptyState text={t('wallet.noWithdrawals')} />
      </Card>
    </>
  );
}
