import { addDecimal, padDecimal } from '@mcc/contract/amount';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { MoneyForm } from '../../../shared/ui/money-form';
import { PayConfirmSheet, useConfirmFlow } from '../../../shared/ui/pay-confirm-sheet';
import { FormSkeleton, queryView } from '../../../shared/ui/query-view';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { SecurityHoldBanner } from '../../../shared/ui/security-hold-banner';
import { bookSaysOf, useWithdrawForm, WithdrawAddressField, WithdrawCodeField } from '../../../shared/ui/withdraw-fields';
import { useCoinMixWithdrawInfo } from '../api/get-withdraw-info';
import { useCoinMixWithdraw } from '../api/withdraw';
import { useAmountCheck } from '../components/use-amount-check';

type FieldName = 'address' | 'amount' | 'code';

/**
 * Withdraws USDT from the coin-mix wallet to an address: the same rules, code, review and states as a
 * USDT withdrawal (the server runs the wallet's own flow); a refused one returns to the coin-mix wallet.
 */
export default function CoinMixWithdrawPage() {
  const { t } = useTranslation();
  const info = useCoinMixWithdrawInfo();
  const withdraw = useCoinMixWithdraw();
  const amountProblem = useAmountCheck();
  const { codeTarget, totp, hold, book, address, amount, code, errors, setErrors, typed, refused, restart } = useWithdrawForm('cm-totp');
  const flow = useConfirmFlow<{ id: number; status: string; amount: string; fee: string }>();
  const result = flow.result;

  const shown = queryView(info, <FormSkeleton height="12rem" />);
  if (!shown.ready) return shown.view;
  const i = shown.data;
  const total = amount ? addDecimal(amount, i.fee) : i.fee;
  // The address book's say on the typed address: a saved one still waiting, or (only saved ones allowed) one not saved.
  const bookSays = address.trim() ? bookSaysOf(book, i.network, address) : null;

  if (result) {
    return (
      <ResultPanel
        testId="withdraw-result"
        title={t('coinMix.withdrawDone')}
        note={t('coinMix.withdrawRecords')}
        rows={[
          { label: t('coinMix.arrives'), value: `${result.amount} USDT`, strong: true },
          { label: t('coinMix.fee'), value: `${result.fee} USDT` },
          { label: t('coinMix.record'), value: `#${result.id}` },
        ]}
        primary={{ label: t('coinMix.viewWallet'), to: '/pages/coinMix/wallet' }}
        secondary={{ label: t('coinMix.subscribeAgain'), onClick: flow.again }}
      />
    );
  }

  const review = () => {
    const next: Partial<Record<FieldName, string>> = {};
    if (!address.trim()) next.address = t('coinMix.address', { network: i.network });
    const amountSays = amountProblem(amount, { decimals: 2, scale: 6, min: i.min, max: i.max, asset: 'USDT' });
    if (amountSays) next.amount = amountSays;
    if (code.length !== 6) next.code = t('coinMix.code');
    setErrors(next);
    if (totp.check() && Object.keys(next).length === 0 && !bookSays) flow.confirm();
  };

  return (
    <>
      {hold ? <SecurityHoldBanner until={hold} /> : null}
      <Card>
        <KeyValue label={t('wallet.available')} value={`${i.available} USDT`} valueTestId="withdraw-available" />
        <KeyValue label={t('coinMix.fee')} value={`${i.fee} USDT`} />
        <KeyValue label={t('coinMix.dailyLeft')} value={`${i.today_left} USDT`} />
        <KeyValue label={t('coinMix.withdrawMax')} value={`${i.max} USDT`} />
      </Card>
      <MoneyForm onSubmit={review}>
        <WithdrawAddressField
          id="cm-address"
          label={t('coinMix.address', { network: i.network })}
          placeholder={t('coinMix.addressPlaceholder')}
          network={i.network}
          value={address}
          onChange={typed.address}
          error={errors.address}
          book={book}
          bookSays={bookSays}
        />
        <AmountField
          asset="USDT"
          decimals={2}
          value={amount}
          testId="withdraw-amount"
          onChange={typed.amount}
          all={i.max}
          error={errors.amount}
          hint={`${t('coinMix.fee')} ${i.fee} USDT · ${t('coinMix.belowMin', { min: `${i.min} USDT` })}`}
        />
        <WithdrawCodeField
          id="cm-code"
          label={t('coinMix.code')}
          placeholder="000000"
          value={code}
          onChange={typed.code}
          target={codeTarget}
          error={errors.code}
        />
        {totp.field}
        <div className="summary">
          <KeyValue label={t('coinMix.totalDeducted')} value={`${total} USDT`} valueTestId="form-total" />
        </div>
        <Button type="submit" variant="primary" block disabled={Boolean(hold)} data-testid="withdraw-submit">
          {t('route.coinMixWithdraw')}
        </Button>
      </MoneyForm>
      <PayConfirmSheet
        flow={flow}
        title={t('coinMix.confirmWithdraw')}
        amount={{ value: amount || '0', asset: 'USDT' }}
        rows={[
          { label: t('coinMix.address', { network: i.network }), value: address.trim() },
          { label: t('coinMix.fee'), value: `${i.fee} USDT`, testId: 'confirm-fee' },
          { label: t('coinMix.totalDeducted'), value: `${total} USDT`, strong: true },
        ]}
        onRefused={(e) => refused(e, 'amount')}
        onConfirm={async (paypwd) => {
          const done = await withdraw.mutateAsync({ address: address.trim(), amount: amount.trim(), code, paypwd, ...totp.body });
          flow.finish({ ...done, amount: padDecimal(amount.trim(), 2), fee: i.fee });
          restart();
        }}
      />
    </>
  );
}
