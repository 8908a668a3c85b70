import { useTranslation } from 'react-i18next';
import { useMarketHistory } from '../../../shared/api/get-market-history';
import { Card } from '../../../shared/ui/card';
import { Figure, Figures } from '../../../shared/ui/figure';
import { PageLink } from '../../../shared/ui/page-link';
import { PriceChart } from '../../../shared/ui/price-chart';
import { useAssetWallet } from '../api/get-asset-wallet';
import { AssetWalletCard } from '../components/asset-card';
import { DetailsList } from '../components/details-list';
import '../wallet.css';

export default function MccPage() {
  const { t } = useTranslation();
  const wallet = useAssetWallet('MCC');
  const price = wallet.data?.price;
  const history = useMarketHistory('15m');
  // 96 quarter-hours: the last 24 h.
  const lastDay = history.data?.list.slice(-96);
  return (
    <>
      <AssetWalletCard
        asset="MCC"
        query={wallet}
        testId="card-mcc"
        actions={[
          { label: t('wallet.buy'), to: '/pages/market/market', testId: 'action-buy' },
          { label: t('wallet.sell'), to: '/pages/market/market?side=sell', testId: 'action-sell' },
          { label: t('wallet.transfer'), to: '/pages/transfer/transfer', testId: 'action-transfer' },
        ]}
      />
      <Card title={t('wallet.marketPrice')} extra={<PageLink to="/pages/market/market">{t('wallet.toMarket')} ›</PageLink>}>
        {wallet.isPending ? (
          <Figures columns={2}>
            <Figure label={t('wallet.price')} value={undefined} />
            <Figure label={t('wallet.value')} value={undefined} />
          </Figures>
        ) : price ? (
          <>
            <Figures columns={2}>
              <span data-testid="mcc-price">
                <Figure label={t('wallet.price')} value={price} asset="USDT" price />
              </span>
              <span data-testid="mcc-value">
                <Figure label={t('wallet.value')} value={wallet.data?.value ?? null} asset="USDT" />
              </span>
            </Figures>
            <PageLink to="/pages/market/market" className="mcc-mini-chart" testId="mcc-mini-chart">
              <span className="muted small">{t('wallet.chart24h')}</span>
              <PriceChart candles={lastDay} interval="15m" variant="line" testId="mcc-chart" />
            </PageLink>
          </>
        ) : (
          <p className="muted small" data-testid="no-price" style={{ margin: 0 }}>
            {t('wallet.noPrice')}
          </p>
        )}
      </Card>
      <DetailsList asset="MCC" emptyAction={{ label: t('wallet.buy'), to: '/pages/market/market' }} />
    </>
  );
}
