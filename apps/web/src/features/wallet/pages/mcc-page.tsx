import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { AssetCard } from '../components/asset-card';
import { DetailsList } from '../components/details-list';

export default function MccPage() {
  const { t } = useTranslation();
  return (
    <>
      <AssetCard
        asset="MCC"
        title="MCC"
        actions={[
          { label: t('wallet.buy'), to: '/pages/market/market' },
          { label: t('wallet.sell'), to: '/pages/market/market?side=sell' },
          { label: t('route.usdtTransfer'), to: '/pages/transfer/transfer' },
        ]}
      />
      <Card title={t('wallet.price')}>
        <div className="chart-placeholder">{t('wallet.noPrice')}</div>
      </Card>
      <DetailsList action={{ label: t('wallet.buy'), to: '/pages/market/market' }} />
    </>
  );
}
