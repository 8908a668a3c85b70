import type { PledgeOrderItem, PledgeStatus } from '@mcc/contract/pledge';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../runtime/toast';
import { EmptyCard } from '../../../shared/ui/empty-state';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { Tabs } from '../../../shared/ui/tabs';
import { usePledgeOrders } from '../api/get-pledge-orders';
import { useRedeem } from '../api/redeem';
import { OrderCard } from '../components/order-card';
import '../pledge.css';

/** `/pages/pledge/order` 我的AI量化订单: running, matured and redeemed orders; redeem a flexible one. */
export default function PledgeOrdersPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PledgeStatus>('running');
  const orders = usePledgeOrders(tab);
  const redeem = useRedeem();

  const askRedeem = (order: PledgeOrderItem) => {
    void Dialog.confirm({
      title: t('pledge.redeemTitle'),
      content: t('pledge.redeemText', { amount: order.principal, asset: order.asset }),
      confirmText: t('pledge.redeem'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await redeem.mutateAsync(order.id);
          void showToast({ title: t('pledge.redeemDone'), icon: 'success' });
        } catch {
          // The request layer already showed the server's reason.
        }
      },
    });
  };

  return (
    <>
      <Tabs
        tabs={[
          { key: 'running', label: t('pledge.running') },
          { key: 'matured', label: t('pledge.matured') },
          { key: 'redeemed', label: t('pledge.redeemed') },
        ]}
        active={tab}
        onChange={setTab}
      />
      <div className="pl-list">
        <InfiniteList
          query={orders}
          testId="orders"
          itemKey={(o) => o.id}
          renderItem={(o) => <OrderCard order={o} onRedeem={askRedeem} />}
          empty={
            <EmptyCard
              text={t('pledge.noOrders')}
              hint={t('pledge.noOrdersHint')}
              action={{ label: t('pledge.browseProducts'), to: '/' }}
            />
          }
        />
      </div>
    </>
  );
}
