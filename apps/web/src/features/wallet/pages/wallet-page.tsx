import type { AssetWallet } from '@mcc/contract/fund';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Figure } from '../../../shared/ui/figure';
import { LoadError } from '../../../shared/ui/load-error';
import { useWallet } from '../api/get-wallet';
import { AssetCard } from '../components/asset-card';
import '../wallet.css';

type Action = { label: string; to: string; testId?: string };

/** The actions of an asset's card; an asset the app has no pages for links nowhere. */
function useActions(): (asset: string) => Action[] {
  const { t } = useTranslation();
  return (asset) => {
    if (asset === 'USDT') {
      return [
        { label: t('wallet.recharge'), to: '/pages/usdt/recharge' },
        { label: t('route.withdraw'), to: '/pages/usdt/withdraw' },
        { label: t('wallet.transfer'), to: '/pages/usdt/transfer' },
        { label: t('wallet.details'), to: '/pages/usdt/usdt', testId: 'usdt-details-link' },
      ];
    }
    if (asset === 'MCC') {
      return [
        { label: t('wallet.trade'), to: '/pages/market/market' },
        { label: t('wallet.transfer'), to: '/pages/transfer/transfer' },
        { label: t('wallet.details'), to: '/pages/mcc/mcc', testId: 'mcc-details-link' },
      ];
    }
    return [];
  };
}

/** My wallet: the total value in USDT, then a card per asset the ledger holds. */
export default function WalletPage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const actionsOf = useActions();
  const assets: (AssetWallet | undefined)[] = wallet.data?.assets ?? (wallet.isPending ? [undefined, undefined] : []);
  const unpriced = wallet.data?.assets.filter((a) => a.value === null).map((a) => a.asset) ?? [];
  const mccPrice = wallet.data?.assets.find((a) => a.asset === 'MCC')?.price;

  return (
    <>
      <Card className="hero-card wallet-hero">
        <span data-testid="total-value">
          <Figure big label={t('wallet.totalValue')} value={wallet.isError ? null : wallet.data?.total_value} asset="USDT" />
        </span>
        {mccPrice && (
          <div className="wallet-hero-note" data-testid="priced-note">
            {t('wallet.pricedAt', { price: mccPrice })}
          </div>
        )}
        {unpriced.length > 0 && (
          <div className="wallet-hero-note" data-testid="unpriced-note">
            {t('wallet.unpricedNote', { assets: unpriced.join(', ') })}
          </div>
        )}
      </Card>
      {wallet.isError ? (
        <Card>
          <LoadError onRetry={() => void wallet.refetch()} />
        </Card>
      ) : (
        assets.map((card, i) => {
          const asset = card?.asset ?? (i === 0 ? 'USDT' : 'MCC');
          return <AssetCard key={asset} asset={asset} wallet={card} actions={actionsOf(asset)} testId={`card-${asset.toLowerCase()}`} />;
        })
      )}
    </>
  );
}
