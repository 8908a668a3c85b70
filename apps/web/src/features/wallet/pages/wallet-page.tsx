import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Figure } from '../../../shared/ui/figure';
import { AssetCard } from '../components/asset-card';

export default function WalletPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card className="hero-card">
        <Figure big label={t('wallet.totalValue')} value={null} asset="USDT" />
      </Card>
      <AssetCard
        asset="USDT"
        title="USDT"
        actions={[
          { label: t('wallet.recharge'), to: '/pages/usdt/recharge' },
          { label: t('route.withdraw'), to: '/pages/usdt/withdraw' },
          { label: t('route.usdtTransfer'), to: '/pages/usdt/transfer' },
        ]}
      />
      <AssetCard
        asset="MCC"
        title="MCC"
        actions={[
          { label: t('wallet.trade'), to: '/pages/market/market' },
          { label: t('route.usdtTransfer'), to: '/pages/transfer/transfer' },
          { label: t('wallet.details'), to: '/pages/mcc/mcc' },
        ]}
      />
      <AssetCard
        asset="USDT"
        title={t('route.coinMixWallet')}
        actions={[
          { label: t('route.coinMixTransfer'), to: '/pages/coinMix/transfer' },
          { label: t('route.coinMixWithdraw'), to: '/pages/coinMix/withdraw' },
          { label: t('wallet.details'), to: '/pages/coinMix/wallet' },
        ]}
      />
    </>
  );
}
