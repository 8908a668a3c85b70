import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { PageLink } from '../../../shared/ui/page-link';

export default function CoinMixPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card className="hero-card">
        <Figure big label={t('coinMix.nav')} value={null} asset="USDT" />
        <div style={{ marginTop: '0.75rem' }}>
          <Figures columns={2}>
            <Figure label={t('coinMix.sinceInception')} value={null} />
            <Figure label={t('coinMix.maxDrawdown')} value={null} />
          </Figures>
        </div>
      </Card>
      <Card title={t('coinMix.navChart')}>
        <div className="chart-placeholder">{t('coinMix.noNav')}</div>
      </Card>
      <Card title={t('coinMix.myHolding')} extra={<PageLink to="/pages/coinMix/wallet">{t('route.coinMixWallet')} ›</PageLink>}>
        <Figures columns={2}>
          <Figure label={t('coinMix.units')} value={null} />
          <Figure label={t('coinMix.value')} value={null} asset="USDT" />
        </Figures>
        <div className="actions">
          <Button variant="primary" small disabled>
            {t('coinMix.subscribe')}
          </Button>
          <Button small disabled>
            {t('coinMix.redeem')}
          </Button>
        </div>
        <p className="muted small">{t('common.comingSoon')}</p>
      </Card>
    </>
  );
}
