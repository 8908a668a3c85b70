import { addDecimal, remainderDecimal } from '@mcc/contract/amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAmount } from '../../../shared/amount-display';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { MoneyForm } from '../../../shared/ui/money-form';
import { PayConfirmSheet, useConfirmFlow } from '../../../shared/ui/pay-confirm-sheet';
import { FormSkeleton, queryView } from '../../../shared/ui/query-view';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { useCoinMixWallet } from '../api/get-wallet';
import { useCoinMixTransfer } from '../api/transfer';
import { useAmountCheck } from '../components/use-amount-check';

/** Coin-mix wallet → USDT wallet, instant: amount → confirm (fee, what arrives) → pay password → result. */
export default function CoinMixTransferPage() {
  const { t } = useTranslation();
  const wallet = useCoinMixWallet();
  const send = useCoinMixTransfer();
  const amountProblem = useAmountCheck();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flow = useConfirmFlow<{ id: number; amount: string; fee: string }>();
  const result = flow.result;

  const shown = queryView(wallet, <FormSkeleton height="12rem" />);
  if (!shown.ready) return shown.view;
  const w = shown.data;
  const fee = w.transfer_fee;
  const spendable = remainderDecimal(w.available, fee);
  const total = amount ? addDecimal(amount, fee) : fee;

  if (result) {
    return (
      <ResultPanel
        testId="transfer-result"
        title={t('coinMix.transferDone')}
        rows={[
          { label: t('wallet.amount'), value: `${result.amount} USDT`, strong: true, testId: 'result-amount' },
          { label: t('coinMix.fee'), value: `${result.fee} USDT` },
          { label: t('coinMix.record'), value: `#${result.id}` },
        ]}
        primary={{ label: t('coinMix.usdtWallet'), to: '/pages/usdt/usdt', testId: 'result-usdt' }}
        secondary={{ label: t('coinMix.subscribeAgain'), onClick: flow.again }}
      />
    );
  }

  const review = () => {
    const problem = amountProblem(amount, { decimals: 2, scale: 6, min: w.transfer_min, max: spendable, asset: 'USDT' });
    setError(problem);
    if (!problem) flow.confirm();
  };

  return (
    <>
      <Card>
        <p className="muted">{t('coinMix.transferLead')}</p>
        <KeyValue label={t('wallet.available')} value={`${showAmount(w.available, 'USDT')} USDT`} valueTestId="transfer-available" />
        <KeyValue label={t('coinMix.fee')} value={`${fee} USDT`} />
      </Card>
      <MoneyForm onSubmit={review}>
        <AmountField
          asset="USDT"
          decimals={2}
          value={amount}
          testId="transfer-amount"
          onChange={(v) => {
            setAmount(v);
            setError(null);
          }}
          all={spendable}
          error={error}
          hint={t('coinMix.belowMin', { min: `${w.transfer_min} USDT` })}
        />
        <div className="summary">
          <KeyValue label={t('coinMix.totalDeducted')} value={`${total} USDT`} valueTestId="form-total" />
          <KeyValue label={t('coinMix.toUsdtWallet')} value={t('coinMix.usdtWallet')} />
        </div>
        <Button type="submit" variant="primary" block data-testid="transfer-next">
          {t('route.coinMixTransfer')}
        </Button>
      </MoneyForm>
      <PayConfirmSheet
        flow={flow}
        title={t('coinMix.confirmTransfer')}
        amount={{ value: amount || '0', asset: 'USDT' }}
        rows={[
          { label: t('coinMix.toUsdtWallet'), value: t('coinMix.usdtWallet') },
          { label: t('coinMix.fee'), value: `${fee} USDT`, testId: 'confirm-fee' },
          { label: t('coinMix.totalDeducted'), value: `${total} USDT`, strong: true, testId: 'confirm-total' },
        ]}
        onRefused={(e) => setError(e.message)}
        onConfirm={async (paypwd) => {
          const done = await send.mutateAsync({ amount: amount.trim(), paypwd });
          setAmount('');
          flow.finish(done);
        }}
      />
    </>
  );
}
