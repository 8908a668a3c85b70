import { useTranslation } from 'react-i18next';
import { storedSysConfig } from '../../../runtime/sys-config';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';

export default function RechargePage() {
  const { t } = useTranslation();
  const config = storedSysConfig();
  return (
    <>
      <Card title={t('wallet.platformAddress')}>
        <div className="kv">
          <span className="kv-key">{t('wallet.network')}</span>
          <span className="kv-value">{config.deposit_network || '--'}</span>
        </div>
        <div className="kv">
          <span className="kv-key">{t('wallet.address')}</span>
          <span className="kv-value small">{config.deposit_address || '--'}</span>
        </div>
      </Card>
      <div className="banner">{t('common.comingSoon')}</div>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={`${t('wallet.amount')} (USDT)`}>
          <input disabled inputMode="decimal" placeholder="0.00" />
        </Field>
        <Field label={t('wallet.txHash')}>
          <input disabled placeholder="0x…" />
        </Field>
        <p className="muted small">{t('wallet.proofHint')}</p>
        <button type="submit" className="btn btn-primary btn-block" disabled>
          {t('common.submit')}
        </button>
      </form>
      <h2 className="section-title">{t('wallet.rechargeRecords')}</h2>
      <Card>
        <EmptyState text={t('wallet.noRecharges')} hint={t('wallet.noRechargesHint')} />
      </Card>
    </>
  );
}
