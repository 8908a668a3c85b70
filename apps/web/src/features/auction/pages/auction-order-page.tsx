import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStreamEvent } from '../../../runtime/live-stream';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { PageLink } from '../../../shared/ui/page-link';
import { PayConfirmSheet, useConfirmFlow } from '../../../shared/ui/pay-confirm-sheet';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { auctionKeys, type ConfirmResult, type PayResult } from '../api/auction-keys';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { usePayRest } from '../api/pay-rest';
import { useOrderView } from '../components/order-view';
import { formatTime } from '../components/time-left';
import '../auction.css';

/** `/pages/auction/detail?id=`: an order I bought or sold — timeline, amounts, paying the rest of a deposit lot, confirm, appeal. */
export default function AuctionOrderPage() {
  const { t } = useTranslation();
  const shown = useOrderView(6);
  const confirm = useConfirmReceipt();
  const queryClient = useQueryClient();
  const receipt = useConfirmFlow<ConfirmResult>();
  const done = receipt.result;
  const pay = usePayRest();
  const payment = useConfirmFlow<PayResult>();
  const paid = payment.result;
  // A tip about an order (appealed, answered, decided, paid) refreshes what this page shows.
  useStreamEvent('order.tip', () => void queryClient.invalidateQueries({ queryKey: auctionKeys.all }));

  if (!shown.ready) return shown.view;
  const o = shown.data;
  if (done) {
    return (
      <ResultPanel
        title={t('auction.confirmedTitle')}
        amount={{ value: done.amount, asset: done.asset }}
        rows={[
          { label: t('auction.order'), value: `#${done.id}` },
          { label: t('auction.sellerGets'), value: `${done.proceeds} ${done.asset}` },
        ]}
        primary={{ label: t('auction.viewNft'), to: `/pages/nft/detail?id=${o.token_id}` }}
        secondary={{ label: t('auction.backToOrder'), onClick: receipt.again }}
      />
    );
  }
  if (paid) {
    return (
      <ResultPanel
        title={t('auction.paidTitle')}
        amount={{ value: paid.paid, asset: paid.asset }}
        rows={[
          { label: t('auction.order'), value: `#${paid.id}` },
          { label: t('auction.winningBid'), value: `${paid.amount} ${paid.asset}` },
          { label: t('auction.autoConfirmAt'), value: formatTime(paid.auto_confirm_at) },
        ]}
        note={t('auction.payNote')}
        primary={{ label: t('auction.viewLot'), to: `/pages/auction/lot?id=${o.lot_id}` }}
        secondary={{ label: t('auction.backToOrder'), onClick: payment.again, testId: 'paid-back' }}
      />
    );
  }
  return (
    <>
      <Card>
        <div className="lot-row">
          <img className="lot-row-image" src={o.image} alt="" />
          <div className="lot-row-body">
            <div className="lot-row-title">{o.title}</div>
            <div className="small" data-testid="order-status">
              {t(`auction.orderStatus.${o.status}`)}
            </div>
            <div className="small muted">{t(o.side === 'buyer' ? 'auction.youBought' : 'auction.youSold')}</div>
          </div>
        </div>
      </Card>
      <Card title={t('auction.amounts')}>
        <KeyValue label={t('auction.winningBid')} value={`${o.amount} ${o.asset}`} strong valueTestId="order-amount" />
        {o.deposit !== null && <KeyValue label={t('auction.deposit')} value={`${o.deposit} ${o.asset}`} valueTestId="order-deposit" />}
        {o.status === 'unpaid' && (
          <>
            <KeyValue label={t('auction.amountDue')} value={`${o.due} ${o.asset}`} strong valueTestId="order-due" />
            {o.pay_by !== null && <KeyValue label={t('auction.payBy')} value={formatTime(o.pay_by)} valueTestId="order-pay-by" />}
          </>
        )}
        <KeyValue label={t('auction.fee')} value={`${o.fee} ${o.asset}`} />
        <KeyValue label={t('auction.sellerGets')} value={`${o.proceeds} ${o.asset}`} />
        <KeyValue
          label={t(o.side === 'buyer' ? 'auction.seller' : 'auction.buyer')}
          value={o.counterpart ? `${o.counterpart.name} (${o.counterpart.uid})` : t('auction.platform')}
        />
        {o.status === 'awaiting' && <KeyValue label={t('auction.autoConfirmAt')} value={formatTime(o.auto_confirm_at)} />}
      </Card>
      {o.status === 'unpaid' && o.side === 'buyer' && <p className="muted small">{t('auction.unpaidNote')}</p>}
      {o.status === 'forfeited' && <p className="muted small">{t('auction.forfeitedNote')}</p>}
      <Card title={t('auction.timeline')}>
        <ol className="auction-timeline" data-testid="order-timeline">
          {o.timeline.map((step) => (
            <li key={`${step.kind}-${step.at}-${step.amount ?? ''}-${step.note}`} data-testid={`step-${step.kind}`}>
              <div>
                {t(`auction.step.${step.kind}`)}
                {step.amount && <span className="num"> · {`${step.amount} ${o.asset}`}</span>}
              </div>
              {step.note && step.kind === 'decided' && <div className="small">{step.note}</div>}
              <div className="small muted">{formatTime(step.at)}</div>
            </li>
          ))}
        </ol>
      </Card>
      {o.appeal && (
        <Card title={t('auction.appeal')}>
          <KeyValue
            label={t('auction.appealStatus')}
            value={t(o.appeal.status === 'open' ? 'auction.appealOpen' : 'auction.appealDecided')}
          />
          {o.appeal.decision && <KeyValue label={t('auction.decision')} value={t(`auction.decisions.${o.appeal.decision}`)} />}
          {o.appeal.decision_reason && <KeyValue label={t('auction.reason')} value={o.appeal.decision_reason} />}
          <PageLink to={`/pages/feedback/feedback?id=${o.id}`} testId="open-appeal">
            {t('auction.viewThread')}
          </PageLink>
        </Card>
      )}
      <div className="actions">
        {o.can_pay && (
          <Button variant="primary" block onClick={payment.confirm} data-testid="pay-rest">
            {t('auction.payRest')}
          </Button>
        )}
        {o.can_confirm && (
          <Button variant="primary" block onClick={receipt.confirm} data-testid="confirm-receipt">
            {t('auction.confirmReceipt')}
          </Button>
        )}
        {o.can_appeal && (
          <ButtonLink to={`/pages/feedback/feedback?id=${o.id}`} block testId="appeal">
            {t('auction.fileAppeal')}
          </ButtonLink>
        )}
        <PageLink to={`/pages/auction/lot?id=${o.lot_id}`} testId="order-lot">
          {t('auction.viewLot')}
        </PageLink>
      </div>
      <PayConfirmSheet
        flow={receipt}
        title={t('auction.confirmReceipt')}
        amount={{ value: o.amount, asset: o.asset }}
        rows={[
          { label: t('auction.order'), value: `#${o.id}` },
          { label: t('auction.sellerGets'), value: `${o.proceeds} ${o.asset}`, strong: true },
        ]}
        note={t('auction.confirmNote')}
        onConfirm={async (paypwd) => receipt.finish(await confirm.mutateAsync({ id: o.id, paypwd }))}
      />
      <PayConfirmSheet
        flow={payment}
        title={t('auction.payRest')}
        amount={{ value: o.due, asset: o.asset }}
        rows={[
          { label: t('auction.order'), value: `#${o.id}` },
          { label: t('auction.winningBid'), value: `${o.amount} ${o.asset}` },
          ...(o.deposit !== null ? [{ label: t('auction.deposit'), value: `${o.deposit} ${o.asset}` }] : []),
          ...(o.pay_by !== null ? [{ label: t('auction.payBy'), value: formatTime(o.pay_by) }] : []),
        ]}
        note={t('auction.payNote')}
        onConfirm={async (paypwd) => payment.finish(await pay.mutateAsync({ id: o.id, paypwd }))}
      />
    </>
  );
}
