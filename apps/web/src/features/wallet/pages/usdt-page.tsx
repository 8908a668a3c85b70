import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../shared/ui/page-link';
import { useAssetWallet } from '../api/get-asset-wallet';
import { AssetWalletCard } from '../components/asset-card';
import { DetailsList } from '../components/details-list';
import '../wallet.css';

export default function UsdtPage() {
  const { t } = useTranslation();
  const wallet = useAssetWallet('USDT');
  const withdraw = wallet.data?.withdraw;
  return (
    <>
      <AssetWalletCard
        asset="USDT"
        query={wallet}
        testId="card-usdt"
        extra={<PageLink to="/pages/usdt/autoRecharge">{t('wallet.autoRechargeLink')} ›</PageLink>}
        actions={[
          { label: t('wallet.recharge'), to: '/pages/usdt/recharge', testId: 'action-recharge' },
          { label: t('route.withdraw'), to: '/pages/usdt/withdraw', testId: 'action-withdraw' },
          { label: t('wallet.transfer'), to: '/pages/usdt/transfer', testId: 'action-transfer' },
        ]}
      />
      {withdraw && (
        <p className="muted small" style={{ margin: '-0.25rem 0.25rem 0.75rem' }} data-testid="withdraw-rules">
          {t('wallet.withdrawRules', { fee: withdraw.fee, left: withdraw.today_left, network: withdraw.network })}
        </p>
      )}
      <DetailsList asset="USDT" emptyAction={{ label: t('wallet.recharge'), to: '/pages/usdt/recharge' }} />
    </>
  );
}
