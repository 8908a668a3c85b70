import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function AutoRechargePage() {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('wallet.myDepositAddress')}>
        <div className="chart-placeholder" style={{ height: '9rem' }}>
          {t('wallet.noDepositAddress')}
        </div>
        <p className="muted small">{t('wallet.networkWarning')}</p>
        {[t('wallet.minimum'), t('wallet.confirmations')].map((key) => (
          <div className="kv" key={key}>
            <span className="kv-key">{key}</span>
            <span className="kv-value">--</span>
          </div>
        ))}
      </Card>
      <h2 className="section-title">{t('wallet.incoming')}</h2>
      <Card>
        <EmptyState text={t('wallet.noIncoming')} action={{ label: t('route.recharge'), to: '/pages/usdt/recharge' }} />
      </Card>
    </>
  );
}
