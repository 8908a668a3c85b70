import type { CoinmixOrder } from '@mcc/contract/coinmix';
import type { Candle } from '@mcc/contract/market';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount } from '../../../shared/amount-display';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmSheet } from '../../../shared/ui/confirm-sheet';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';
import { ListCard } from '../../../shared/ui/infinite-list';
import { KeyValue, type KeyValueRow } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLink } from '../../../shared/ui/page-link';
import { PriceChart } from '../../../shared/ui/price-chart';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { Tabs } from '../../../shared/ui/tabs';
import { useCancelRedemption } from '../api/cancel-redemption';
import type { CoinMixIndex } from '../api/coinmix-keys';
import { useCoinMixIndex } from '../api/get-index';
import { useNavHistory } from '../api/get-nav-history';
import { useCoinMixOrders } from '../api/get-orders';
import { OrderForm, type Side } from '../components/order-form';
import { formatPercent, formatTime, navCandles, tone } from '../format';
import '../coinmix.css';

function Return({ label, rate, testId }: { label: string; rate: string | null | undefined; testId: string }) {
  return (
    <div className="cm-return">
      <div className="cm-return-label">{label}</div>
      <div className={`cm-return-value cm-${tone(rate)}`} data-testid={testId}>
        {rate === undefined ? '…' : (formatPercent(rate) ?? '--')}
      </div>
    </div>
  );
}

function Hero({ data }: { data: CoinMixIndex | undefined }) {
  const { t } = useTranslation();
  const p = data?.performance;
  return (
    <Card className="hero-card">
      <div data-testid="nav">
        <Figure big label={t('coinMix.nav')} value={data ? data.nav : undefined} asset="USDT" price />
      </div>
      {data?.nav_time && <div className="cm-nav-time">{t('coinMix.navTime', { time: formatTime(data.nav_time) })}</div>}
      <div className="cm-returns">
        <Return label={t('coinMix.return7d')} rate={p ? p.return_7d : undefined} testId="return-7d" />
        <Return label={t('coinMix.return30d')} rate={p ? p.return_30d : undefined} testId="return-30d" />
        <Return label={t('coinMix.return90d')} rate={p ? p.return_90d : undefined} testId="return-90d" />
        <Return label={t('coinMix.sinceInception')} rate={p ? p.return_inception : undefined} testId="return-inception" />
      </div>
      <div style={{ marginTop: '0.5rem' }}>
        <KeyValue
          label={t('coinMix.maxDrawdown')}
          value={p ? `${formatPercent(p.max_drawdown === '0' ? '0' : `-${p.max_drawdown}`) ?? '--'}` : '…'}
          valueTestId="max-drawdown"
        />
      </div>
    </Card>
  );
}

function NavChart() {
  const { t } = useTranslation();
  const history = useNavHistory();
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  const points = history.data?.points;
  if (points && points.length === 0) return <div className="chart-placeholder">{t('coinMix.noNav')}</div>;
  const candles = points ? (navCandles(points) as Candle[]) : undefined;
  return <PriceChart candles={candles} interval="1d" variant="line" testId="nav-chart" />;
}

function OrderLine({ order, onCancel }: { order: CoinmixOrder; onCancel?: (o: CoinmixOrder) => void }) {
  const { t } = useTranslation();
  const sub = order.kind === 'subscribe';
  return (
    <div className="line" data-testid="cm-order" data-kind={order.kind} data-status={order.status}>
      <div className="line-main">
        <div className="cm-line-title">
          {sub ? t('coinMix.kindSubscribe') : t('coinMix.kindRedeem')} ·{' '}
          <span className={`cm-status ${order.status}`}>{order.status_text}</span>
        </div>
        <div className="line-sub num">
          {formatTime(order.created_at)}
          {order.nav && ` · NAV ${order.nav}`}
        </div>
      </div>
      <div className="line-side">
        {sub && order.nav === null ? (
          <div className="line-amount num">{order.amount} USDT</div>
        ) : (
          <div className={`line-amount ${sub ? 'up' : 'down'}`}>
            {sub ? '+' : '-'}
            {order.units}
          </div>
        )}
        {order.net && (
          <div className="line-sub">
            {sub ? '' : '+'}
            {showAmount(order.net, 'USDT')} USDT
          </div>
        )}
        {onCancel && order.status === 'pending' && (
          <Button small onClick={() => onCancel(order)} data-testid={sub ? 'cancel-subscription' : 'cancel-redemption'}>
            {sub ? t('coinMix.cancelSubscription') : t('coinMix.cancelRedemption')}
          </Button>
        )}
      </div>
    </div>
  );
}

export default function CoinMixPage() {
  const { t } = useTranslation();
  const index = useCoinMixIndex();
  const orders = useCoinMixOrders();
  const cancel = useCancelRedemption();
  const [side, setSide] = useState<Side>('subscribe');
  const [result, setResult] = useState<{ side: Side; rows: KeyValueRow[] } | null>(null);
  const [cancelling, setCancelling] = useState<CoinmixOrder | null>(null);
  const data = index.data;

  if (result) {
    return (
      <ResultPanel
        testId="cm-result"
        title={result.side === 'subscribe' ? t('coinMix.subscribePending') : t('coinMix.redeemPending')}
        rows={result.rows}
        primary={{ label: t('coinMix.backToFund'), to: '/pages/coinMix/coinMix', onClick: () => setResult(null), testId: 'result-back' }}
        secondary={{ label: t('coinMix.subscribeAgain'), onClick: () => setResult(null) }}
      />
    );
  }

  return (
    <>
      {index.isError ? (
        <Card>
          <LoadError onRetry={() => void index.refetch()} />
        </Card>
      ) : (
        <Hero data={data} />
      )}
      <Card title={t('coinMix.navChart')}>
        <NavChart />
      </Card>
      {data?.note && (
        <Card title={t('coinMix.strategy')}>
          <p className="cm-note" data-testid="nav-note">
            {data.note}
          </p>
        </Card>
      )}
      <Card title={t('coinMix.myHolding')} extra={<PageLink to="/pages/coinMix/wallet">{t('route.coinMixWallet')} ›</PageLink>}>
        <Figures columns={2}>
          <div data-testid="my-units">
            <Figure label={t('coinMix.units')} value={data?.units} />
          </div>
          <div data-testid="my-value">
            <Figure label={t('coinMix.value')} value={data?.value} asset="USDT" />
          </div>
          <Figure label={t('coinMix.pendingUnits')} value={data?.pending_units} />
          <div data-testid="wallet-available">
            <Figure label={t('coinMix.viewWallet')} value={data?.wallet_available} asset="USDT" />
          </div>
        </Figures>
      </Card>
      {data && data.pending_subscriptions.length > 0 && (
        <Card title={t('coinMix.pendingSubscriptions')}>
          <div className="cm-nav-time" data-testid="next-nav">
            {t('coinMix.nextNav', { time: formatTime(data.next_nav_time) })}
          </div>
          <div data-testid="pending-subscriptions">
            {data.pending_subscriptions.map((o) => (
              <OrderLine key={o.id} order={o} onCancel={setCancelling} />
            ))}
          </div>
        </Card>
      )}
      {data && data.pending_redemptions.length > 0 && (
        <Card title={t('coinMix.pendingTitle')}>
          <div className="cm-nav-time">{t('coinMix.nextNav', { time: formatTime(data.next_nav_time) })}</div>
          <div data-testid="pending-list">
            {data.pending_redemptions.map((o) => (
              <OrderLine key={o.id} order={o} onCancel={setCancelling} />
            ))}
          </div>
        </Card>
      )}
      <Card>
        {data && data.nav === null ? (
          <EmptyState text={t('coinMix.noNavYet')} />
        ) : data ? (
          <>
            <Tabs
              tabs={[
                { key: 'subscribe', label: t('coinMix.subscribe') },
                { key: 'redeem', label: t('coinMix.redeem') },
              ]}
              active={side}
              onChange={setSide}
            />
            <OrderForm key={side} data={data} side={side} onDone={setResult} />
          </>
        ) : (
          <div className="skeleton" style={{ height: '8rem' }} />
        )}
      </Card>
      {data && (
        <Card title={t('coinMix.fees')}>
          <KeyValue label={t('coinMix.subscribeFee')} value={formatPercent(data.subscribe_fee_rate, false)} valueTestId="fee-subscribe" />
          <KeyValue label={t('coinMix.redeemFee')} value={formatPercent(data.redeem_fee_rate, false)} valueTestId="fee-redeem" />
          <KeyValue
            label={t('coinMix.managementFee')}
            value={formatPercent(data.management_fee_rate, false)}
            valueTestId="fee-management"
          />
        </Card>
      )}
      <ListCard
        title={t('coinMix.orders')}
        query={orders}
        testId="cm-orders"
        itemKey={(o) => o.id}
        renderItem={(o) => <OrderLine order={o} />}
        empty={{ text: t('coinMix.noOrders') }}
      />
      {cancelling && (
        <ConfirmSheet
          visible
          title={cancelling.kind === 'subscribe' ? t('coinMix.confirmCancelSubscription') : t('coinMix.confirmCancel')}
          amount={
            cancelling.kind === 'subscribe'
              ? { value: cancelling.amount ?? '0', asset: 'USDT' }
              : { value: cancelling.units, asset: t('coinMix.unitsLabel') }
          }
          rows={[{ label: t('coinMix.record'), value: `#${cancelling.id}` }]}
          note={cancelling.kind === 'subscribe' ? t('coinMix.cancelSubscriptionNote') : t('coinMix.cancelNote')}
          payPassword={false}
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            await cancel.mutateAsync({ id: cancelling.id });
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
