import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure } from '../../../shared/ui/figure';
import { PageLink } from '../../../shared/ui/page-link';

export default function CoinMixWalletPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card className="hero-card">
        <Figure big label={t('wallet.available')} value={null} asset="USDT" />
        <div className="actions">
          <PageLink to="/pages/coinMix/transfer" className="btn btn-small">
            {t('route.coinMixTransfer')}
          </PageLink>
          <PageLink to="/pages/coinMix/withdraw" className="btn btn-small">
            {t('route.coinMixWithdraw')}
          </PageLink>
        </div>
      </Card>
      <Card title={t('wallet.details')}>
        <EmptyState text={t('wallet.noDetails')} action={{ label: t('route.coinMix'), to: '/pages/coinMix/coinMix' }} />
      </Card>
    </>
  );
}
