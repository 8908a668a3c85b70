import { checkAmountInput, compareDecimal } from '@mcc/contract/amount';
import type { CoinmixOrder } from '@mcc/contract/coinmix';
import type { Candle } from '@mcc/contract/market';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount } from '../../../shared/amount-display';
import { useUser } from '../../../shared/api/get-user';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmSheet } from '../../../shared/ui/confirm-sheet';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { KeyValue, type KeyValueRow } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLink } from '../../../shared/ui/page-link';
import { PriceChart } from '../../../shared/ui/price-chart';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { Tabs } from '../../../shared/ui/tabs';
import {
  type CoinMixIndex,
  useCancelRedemption,
  useCoinMixIndex,
  useCoinMixOrders,
  useCoinMixQuote,
  useNavHistory,
  useRedeem,
  useSubscribe,
} from '../api/coinmix';
import { formatPercent, formatTime, navCandles, tone } from '../format';
import '../coinmix.css';

type Side = 'subscribe' | 'redeem';

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

/** Subscribe (USDT → units at the latest NAV) or redeem (units → coin-mix wallet at the next NAV), fees stated before confirming. */
function OrderForm({ data, side, onDone }: { data: CoinMixIndex; side: Side; onDone: (r: { side: Side; rows: KeyValueRow[] }) => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const subscribe = useSubscribe();
  const redeem = useRedeem();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const decimals = side === 'subscribe' ? 2 : 8;
  const scale = side === 'subscribe' ? 6 : 8;
  const valid = amount !== '' && checkAmountInput(amount, decimals, scale) === null ? amount : null;
  const quote = useCoinMixQuote(side, valid);
  const q = valid && quote.data?.side === side ? quote.data : undefined;
  const available = side === 'subscribe' ? data.usdt_available : data.available_units;
  const min = side === 'subscribe' ? data.min_subscribe : data.min_redeem_units;
  const unitsWord = t('coinMix.unitsLabel');
  const asset = side === 'subscribe' ? 'USDT' : unitsWord;

  const review = () => {
    if (!valid) return setError(t('coinMix.amountInvalid', { decimals }));
    if (compareDecimal(valid, min) < 0) return setError(t('coinMix.belowMin', { min: `${min} ${asset}` }));
    if (compareDecimal(valid, available) > 0) return setError(t('coinMix.overAvailable'));
    setError(null);
    setConfirming(true);
  };

  const rows: KeyValueRow[] = q
    ? side === 'subscribe'
      ? [
          { label: t('coinMix.pricedAtNextNav'), value: formatTime(data.next_nav_time), testId: 'confirm-next-nav' },
          { label: t('coinMix.feeRate'), value: formatPercent(q.fee_rate, false) },
          { label: t('coinMix.fee'), value: `${q.fee} USDT`, testId: 'confirm-fee' },
          { label: t('coinMix.invested'), value: `${q.net} USDT` },
          { label: t('coinMix.estimatedUnits', { nav: q.nav }), value: q.units, strong: true, testId: 'confirm-units' },
        ]
      : [
          { label: t('coinMix.estimatedValue'), value: `${q.amount} USDT` },
          { label: t('coinMix.feeRate'), value: formatPercent(q.fee_rate, false) },
          { label: t('coinMix.fee'), value: `${q.fee} USDT`, testId: 'confirm-fee' },
          { label: t('coinMix.estimatedNet'), value: `${q.net} USDT`, strong: true, testId: 'confirm-net' },
        ]
    : [];

  return (
    <>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          review();
        }}
      >
        <AmountField
          asset={asset}
          decimals={decimals}
          value={amount}
          id={`cm-${side}-amount`}
          testId={`${side}-amount`}
          label={side === 'subscribe' ? t('coinMix.amountUsdt') : t('coinMix.unitsToRedeem')}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          all={available}
          error={error}
          hint={
            side === 'subscribe'
              ? t('coinMix.subscribeHint', { min: data.min_subscribe, fee: formatPercent(data.subscribe_fee_rate, false) })
              : t('coinMix.redeemHint', { min: data.min_redeem_units })
          }
        />
        <div className="summary">
          <KeyValue label={side === 'subscribe' ? t('coinMix.usdtAvailable') : t('coinMix.availableUnits')} value={available} />
          {q && side === 'subscribe' && <KeyValue label={t('coinMix.fee')} value={`${q.fee} USDT`} valueTestId="form-fee" />}
          {q && side === 'subscribe' && (
            <KeyValue label={t('coinMix.estimatedUnits', { nav: q.nav })} value={q.units} strong valueTestId="form-units" />
          )}
          {q && side === 'redeem' && <KeyValue label={t('coinMix.fee')} value={`${q.fee} USDT`} valueTestId="form-fee" />}
          {q && side === 'redeem' && <KeyValue label={t('coinMix.estimatedNet')} value={`${q.net} USDT`} strong valueTestId="form-net" />}
        </div>
        <Button type="submit" variant="primary" block data-testid={`${side}-next`}>
          {side === 'subscribe' ? t('coinMix.subscribe') : t('coinMix.redeem')}
        </Button>
      </form>
      <ConfirmSheet
        visible={confirming && Boolean(q)}
        title={side === 'subscribe' ? t('coinMix.confirmSubscribe') : t('coinMix.confirmRedeem')}
        amount={{ value: valid ?? '0', asset }}
        rows={rows}
        note={side === 'redeem' ? t('coinMix.redeemNote') : t('coinMix.subscribeNote', { time: formatTime(data.next_nav_time) })}
        payPassword
        payPasswordSet={user.data?.has_paypwd}
        onClose={() => setConfirming(false)}
        onRefused={(e) => setError(e.message)}
        onConfirm={async (paypwd) => {
          if (side === 'subscribe') {
            const done = await subscribe.mutateAsync({ amount: valid ?? '', paypwd });
            setConfirming(false);
            setAmount('');
            onDone({
              side,
              rows: [
                { label: t('wallet.amount'), value: `${done.amount} USDT`, strong: true, testId: 'result-amount' },
                { label: t('coinMix.feeRate'), value: formatPercent(done.fee_rate, false) },
                { label: t('coinMix.pricedAtNextNav'), value: formatTime(data.next_nav_time), testId: 'result-next-nav' },
                { label: t('coinMix.record'), value: `#${done.id}` },
              ],
            });
          } else {
            const done = await redeem.mutateAsync({ units: valid ?? '', paypwd });
            setConfirming(false);
            setAmount('');
            onDone({
              side,
              rows: [
                { label: t('coinMix.units'), value: done.units, strong: true, testId: 'result-units' },
                { label: t('coinMix.record'), value: `#${done.id}` },
              ],
            });
          }
        }}
      />
    </>
  );
}

function OrderLine({ order, onCancel }: { order: CoinmixOrder; onCancel?: (o: CoinmixOrder) => void }) {
  const { t } = useTranslation();
  const sub = order.kind === 'subscribe';
  return (
    <div className="cm-line" data-testid="cm-order" data-kind={order.kind} data-status={order.status}>
      <div className="cm-line-main">
        <div className="cm-line-title">
          {sub ? t('coinMix.kindSubscribe') : t('coinMix.kindRedeem')} ·{' '}
          <span className={`cm-status ${order.status}`}>{order.status_text}</span>
        </div>
        <div className="cm-line-sub num">
          {formatTime(order.created_at)}
          {order.nav && ` · NAV ${order.nav}`}
        </div>
      </div>
      <div className="cm-line-side">
        {sub && order.nav === null ? (
          <div className="cm-line-amount num">{order.amount} USDT</div>
        ) : (
          <div className={`cm-line-amount ${sub ? 'up' : 'down'}`}>
            {sub ? '+' : '-'}
            {order.units}
          </div>
        )}
        {order.net && (
          <div className="cm-line-sub">
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
      <Card title={t('coinMix.orders')}>
        <InfiniteList
          query={orders}
          testId="cm-orders"
          itemKey={(o) => o.id}
          renderItem={(o) => <OrderLine order={o} />}
          empty={<EmptyState text={t('coinMix.noOrders')} />}
        />
      </Card>
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
