import type { PledgeOrderItem } from '@mcc/contract/pledge';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { KeyValue } from '../../../shared/ui/key-value';
import { formatTime, ratePercent } from '../format';

/** One order: product, principal, rate, start and maturity, earned, days left; redeem on a running flexible one. */
export function OrderCard({ order, onRedeem }: { order: PledgeOrderItem; onRedeem?: (order: PledgeOrderItem) => void }) {
  const { t } = useTranslation();
  return (
    <section className="card pl-order" data-testid={`order-${order.id}`}>
      <div className="pl-product-head">
        <h3 className="pl-product-name">{order.product_name}</h3>
        <span className={order.status === 'running' ? 'chip' : 'chip chip-muted'}>{order.status_text}</span>
      </div>
      <div className="pl-order-figures">
        <div>
          <div className="muted small">{t('pledge.principal')}</div>
          <div className="num pl-order-value">
            {order.principal} <small>{order.asset}</small>
          </div>
        </div>
        <div>
          <div className="muted small">{t('pledge.earned')}</div>
          <div className="num pl-order-value pl-up" data-testid="order-earned">
            {order.earned} <small>{order.asset}</small>
          </div>
        </div>
      </div>
      <KeyValue
        label={t('pledge.dailyRate')}
        value={`${ratePercent(order.daily_rate)} · ${order.daily_earning} ${order.asset}/${t('pledge.day')}`}
      />
      <KeyValue label={t('pledge.startDay')} value={order.start_day} />
      <KeyValue
        label={order.flexible ? t('pledge.redeemDay') : t('pledge.maturity')}
        value={
          <>
            {order.maturity_day ?? t('pledge.maturityFlexible')}
            {order.days_left !== null && <span className="muted"> · {t('pledge.daysLeft', { days: order.days_left })}</span>}
          </>
        }
      />
      <KeyValue label={t('pledge.subscribedAt')} value={formatTime(order.subscribed_at)} />
      {order.pending_days > 0 && <div className="banner pl-pending">{t('pledge.pendingDays', { days: order.pending_days })}</div>}
      {order.redeemable && onRedeem && (
        <Button variant="ghost" block onClick={() => onRedeem(order)} data-testid={`redeem-${order.id}`}>
          {t('pledge.redeem')}
        </Button>
      )}
    </section>
  );
}
