import { checkAmountInput } from '@mcc/contract/amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { KeyValue, type KeyValueRow } from '../../../shared/ui/key-value';
import { MoneyForm } from '../../../shared/ui/money-form';
import { PayPasswordConfirmSheet } from '../../../shared/ui/pay-confirm-sheet';
import type { CoinMixIndex } from '../api/coinmix-keys';
import { useCoinMixQuote } from '../api/get-quote';
import { useRedeem } from '../api/redeem';
import { useSubscribe } from '../api/subscribe';
import { formatPercent, formatTime } from '../format';
import { useAmountCheck } from './use-amount-check';

/** Subscribe or redeem. */
export type Side = 'subscribe' | 'redeem';

/** Subscribe (USDT → units at the latest NAV) or redeem (units → coin-mix wallet at the next NAV), fees stated before confirming. */
export function OrderForm({
  data,
  side,
  onDone,
}: {
  data: CoinMixIndex;
  side: Side;
  onDone: (r: { side: Side; rows: KeyValueRow[] }) => void;
}) {
  const { t } = useTranslation();
  const subscribe = useSubscribe();
  const redeem = useRedeem();
  const amountProblem = useAmountCheck();
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
    const problem = amountProblem(amount, { decimals, scale, min, max: available, asset });
    setError(problem);
    if (!problem) setConfirming(true);
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
      <MoneyForm onSubmit={review}>
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
      </MoneyForm>
      <PayPasswordConfirmSheet
        visible={confirming && Boolean(q)}
        title={side === 'subscribe' ? t('coinMix.confirmSubscribe') : t('coinMix.confirmRedeem')}
        amount={{ value: valid ?? '0', asset }}
        rows={rows}
        note={side === 'redeem' ? t('coinMix.redeemNote') : t('coinMix.subscribeNote', { time: formatTime(data.next_nav_time) })}
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
