import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure } from '../../../shared/ui/figure';

export default function CoinMixWalletPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card className="hero-card">
        <Figure big label={t('wallet.available')} value={null} asset="USDT" />
        <div className="actions">
          <ButtonLink to="/pages/coinMix/transfer" small>
            {t('route.coinMixTransfer')}
          </ButtonLink>
          <ButtonLink to="/pages/coinMix/withdraw" small>
            {t('route.coinMixWithdraw')}
          </ButtonLink>
        </div>
      </Card>
      <Card title={t('wallet.details')}>
        <EmptyState text={t('wallet.noDetails')} action={{ label: t('route.coinMix'), to: '/pages/coinMix/coinMix' }} />
      </Card>
    </>
  );
}
