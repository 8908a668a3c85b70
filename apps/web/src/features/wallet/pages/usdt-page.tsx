import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../shared/ui/page-link';
import { AssetCard } from '../components/asset-card';
import { DetailsList } from '../components/details-list';

export default function UsdtPage() {
  const { t } = useTranslation();
  return (
    <>
      <AssetCard
        asset="USDT"
        title="USDT"
        extra={<PageLink to="/pages/usdt/autoRecharge">{t('route.autoRecharge')} ›</PageLink>}
        actions={[
          { label: t('wallet.recharge'), to: '/pages/usdt/recharge' },
          { label: t('route.withdraw'), to: '/pages/usdt/withdraw' },
          { label: t('route.usdtTransfer'), to: '/pages/usdt/transfer' },
        ]}
      />
      <DetailsList action={{ label: t('wallet.recharge'), to: '/pages/usdt/recharge' }} />
    </>
  );
}
