import { checkAmountInput } from '@mcc/contract/amount';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStreamEvent } from '../../../runtime/live-stream';
import { usePageQuery } from '../../../runtime/page-query';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';
import { PageLink } from '../../../shared/ui/page-link';
import { PayPasswordConfirmSheet } from '../../../shared/ui/pay-confirm-sheet';
import { recordView } from '../../../shared/ui/query-view';
import { auctionKeys, type LotDetailData } from '../api/auction-keys';
import { useBid } from '../api/bid';
import { applyLiveBid, useLot } from '../api/get-lot';
import { formatTime, TimeLeft } from '../components/time-left';
import { depositHold, percentOf } from '../deposit-hold';
import { isOutbid } from '../lot-bids';
import '../auction.css';

/** `/pages/auction/lot?id=`: a lot with its countdown, bids (live) and the bid sheet. */
export default function AuctionLotPage() {
  const { t } = useTranslation();
  const { recordId: numeric } = usePageQuery();
  const lot = useLot(numeric);
  const bid = useBid();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useState(0);

  // A bid by anyone on this lot: into the history and figures at once, then a refetch (whose bid
  // is on top, the member's hold) that merges into the history shown.
  useStreamEvent('auction.bid', (event) => {
    if (event.lot_id !== numeric) return;
    setFlash((n) => n + 1);
    applyLiveBid(queryClient, event);
    void queryClient.invalidateQueries({ queryKey: auctionKeys.lot(event.lot_id) });
  });
  useStreamEvent('auction.closed', (event) => {
    if (event.lot_id === numeric) void queryClient.invalidateQueries({ queryKey: auctionKeys.lot(event.lot_id) });
  });
  useStreamEvent('stream.reset', () => void queryClient.invalidateQueries({ queryKey: auctionKeys.all }));

  const shown = recordView(numeric, lot, {
    notFound: { text: t('auction.lotNotFound'), action: { label: t('route.auction'), to: '/pages/auction/auction' } },
    skeletonRows: 5,
  });
  if (!shown.ready) return shown.view;
  const l = shown.data;
  const depositRuleText = (d: LotDetailData) =>
    d.deposit_rate !== null
      ? t('auction.depositRatePart', { percent: percentOf(d.deposit_rate) })
      : t('auction.depositAmountPart', { amount: d.deposit_amount, start: d.start_price, asset: d.asset });
  const open = l.status === 'open' && l.ends_at * 1000 > Date.now();
  const myTopBid = l.bids.find((b) => b.is_mine)?.amount;

  const review = () => {
    if (checkAmountInput(amount, l.input_decimals) !== null) {
      setError(t('auction.badAmount'));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  return (
    <>
      <img className="lot-hero" src={l.image} alt={l.title} />
      {open && isOutbid(l) && myTopBid !== undefined && (
        <div className="banner lot-outbid" role="alert" data-testid="lot-outbid">
          <strong>{t('auction.outbidTitle')}</strong>
          <p className="small">
            {t('auction.outbidText', { mine: myTopBid, current: l.current_bid, min: l.min_next_bid, asset: l.asset })}
          </p>
        </div>
      )}
      <Card>
        <h1 className="nft-title" data-testid="lot-title">
          {l.title}
        </h1>
        <div className={`lot-big num ${flash ? 'lot-flash' : ''}`} key={flash} data-testid="lot-current">
          {l.current_bid} {l.asset}
        </div>
        <div className="muted small">
          {t(l.status === 'sold' ? 'auction.winningBid' : l.bid_count > 0 ? 'auction.currentBid' : 'auction.startPrice')}
        </div>
        <KeyValue
          label={t('auction.timeLeft')}
          value={open ? <TimeLeft endsAt={l.ends_at} testId="lot-countdown" /> : t(`auction.lotStatus.${l.status}`)}
        />
        <KeyValue label={t('auction.endsAt')} value={formatTime(l.ends_at)} valueTestId="lot-ends-at" />
        {l.status === 'open' && <KeyValue label={t('auction.minNext')} value={`${l.min_next_bid} ${l.asset}`} valueTestId="lot-min-next" />}
        <KeyValue label={t('auction.bidCount')} value={String(l.bid_count)} valueTestId="lot-bid-count" />
        {l.has_reserve && (
          <KeyValue label={t('auction.reserve')} value={t(l.reserve_met ? 'auction.reserveMet' : 'auction.reserveNotMet')} />
        )}
        <KeyValue label={t('auction.seller')} value={l.seller ? `${l.seller.name} (${l.seller.uid})` : t('auction.platform')} />
        {isDepositLot(l) && (
          <p className="small" data-testid="lot-deposit-rule">
            {t('auction.depositRule', { rule: depositRuleText(l), hours: l.pay_hours })}
          </p>
        )}
        <p className="muted small">
          {t('auction.snipeNote', { minutes: Math.round(l.snipe_seconds / 60), extend: Math.round(l.extend_seconds / 60) })}
        </p>
        {l.is_leading && (
          <p className="small" data-testid="lot-leading">
            {t('auction.youLead', { amount: l.my_hold, asset: l.asset })}
          </p>
        )}
        {l.order_id !== null && (
          <PageLink to={`/pages/auction/detail?id=${l.order_id}`} testId="lot-order">
            {t('auction.viewOrder')}
          </PageLink>
        )}
      </Card>

      {open && !l.is_seller && (
        <Card title={t('auction.placeBid')}>
          <AmountField
            asset={l.asset}
            decimals={l.input_decimals}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
            }}
            placeholder={t('auction.atLeast', { min: l.min_next_bid })}
            error={error}
            testId="bid-amount"
          />
          <div className="actions">
            <Button onClick={() => setAmount(l.min_next_bid)} data-testid="bid-min">
              {t('auction.useMinimum')}
            </Button>
            <Button variant="primary" onClick={review} disabled={amount === ''} data-testid="bid-submit">
              {t('auction.bid')}
            </Button>
          </div>
          <p className="muted small">{t('auction.holdNote')}</p>
        </Card>
      )}
      {l.is_seller && open && <p className="muted small center">{t('auction.yourLot')}</p>}

      <Card title={t('auction.bids')}>
        {l.bids.length === 0 ? (
          <EmptyState text={t('auction.noBids')} />
        ) : (
          <ol className="lot-bids" data-testid="lot-bids">
            {l.bids.map((b) => (
              <li key={b.id} className={b.is_mine ? 'mine' : undefined}>
                <span>
                  {b.is_mine ? t('auction.me') : b.bidder}
                  <span className="muted"> · {formatTime(b.created_at)}</span>
                </span>
                <span className="num">
                  {b.amount} {l.asset}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <PayPasswordConfirmSheet
        visible={confirming}
        title={t('auction.confirmBid')}
        amount={{ value: amount, asset: l.asset }}
        rows={[
          { label: t('auction.lot'), value: l.title },
          { label: t('auction.minNext'), value: `${l.min_next_bid} ${l.asset}` },
          { label: t('auction.held'), value: `${depositHold(amount, l, l.input_decimals) ?? amount} ${l.asset}`, strong: true },
        ]}
        note={t('auction.holdNote')}
        onConfirm={async (paypwd) => {
          await bid.mutateAsync({ lot_id: l.id, amount, paypwd });
          setConfirming(false);
          setAmount('');
        }}
        onRefused={(refusal) => {
          setConfirming(false);
          setError(refusal.message);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function isDepositLot(l: LotDetailData): boolean {
  return l.deposit_rate !== null || l.deposit_amount !== null;
}
