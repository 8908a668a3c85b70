import { addDecimal, checkAmountInput, compareDecimal, padDecimal } from '@mcc/contract/amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bookProblem } from '../../../shared/address-book';
import { useAddressBook } from '../../../shared/api/get-address-book';
import { useUser, useWithdrawHold } from '../../../shared/api/get-user';
import { type CodeTarget, sendCode } from '../../../shared/api/send-code';
import { AddressBookNotice, AddressPicker } from '../../../shared/ui/address-picker';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { CodeField } from '../../../shared/ui/code-field';
import { ConfirmSheet } from '../../../shared/ui/confirm-sheet';
import { Field } from '../../../shared/ui/field';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { SecurityHoldBanner } from '../../../shared/ui/security-hold-banner';
import { useTotpField } from '../../../shared/ui/totp-field';
import { useCoinMixWithdraw, useCoinMixWithdrawInfo } from '../api/coin-mix';

type FieldName = 'address' | 'amount' | 'code';

/**
 * Withdraws USDT from the coin-mix wallet to an address: the same rules, code, review and states as a
 * USDT withdrawal (the server runs the wallet's own flow); a refused one returns to the coin-mix wallet.
 */
export default function CoinMixWithdrawPage() {
  const { t } = useTranslation();
  const info = useCoinMixWithdrawInfo();
  const user = useUser();
  const withdraw = useCoinMixWithdraw();
  const totp = useTotpField('cm-totp');
  const hold = useWithdrawHold();
  const book = useAddressBook();
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ id: number; status: string; amount: string; fee: string } | null>(null);

  if (info.isPending) return <div className="skeleton" style={{ height: '12rem' }} />;
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
  const i = info.data;
  const me = user.data;
  const contact = me ? me.mobile || me.email : '';
  const codeTarget: CodeTarget | null = !me || !contact ? null : me.mobile ? { mobile: me.mobile } : { email: me.email };
  const total = amount ? addDecimal(amount, i.fee) : i.fee;
  // The address book's say on the typed address: a saved one still waiting, or (only saved ones allowed) one not saved.
  const bookSays = address.trim() ? bookProblem(book.data, i.network, address, Math.floor(Date.now() / 1000)) : null;

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
        secondary={{ label: t('coinMix.subscribeAgain'), onClick: () => setResult(null) }}
      />
    );
  }

  const review = () => {
    const next: Partial<Record<FieldName, string>> = {};
    if (!address.trim()) next.address = t('coinMix.address', { network: i.network });
    if (checkAmountInput(amount, 2, 6) !== null) next.amount = t('coinMix.amountInvalid', { decimals: 2 });
    else if (compareDecimal(amount, i.min) < 0) next.amount = t('coinMix.belowMin', { min: `${i.min} USDT` });
    else if (compareDecimal(amount, i.max) > 0) next.amount = t('coinMix.overAvailable');
    if (code.length !== 6) next.code = t('coinMix.code');
    setErrors(next);
    if (totp.check() && Object.keys(next).length === 0 && !bookSays) setConfirming(true);
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
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          review();
        }}
      >
        <Field label={t('coinMix.address', { network: i.network })} error={errors.address} htmlFor="cm-address">
          <input
            id="cm-address"
            name="address"
            autoComplete="off"
            placeholder={t('coinMix.addressPlaceholder')}
            value={address}
            maxLength={120}
            onChange={(e) => {
              setAddress(e.target.value);
              setErrors((c) => ({ ...c, address: undefined }));
            }}
          />
          <AddressPicker
            list={book.data?.list}
            network={i.network}
            onPick={(value) => {
              setAddress(value);
              setErrors((c) => ({ ...c, address: undefined }));
            }}
          />
        </Field>
        {!errors.address && <AddressBookNotice problem={bookSays} />}
        <AmountField
          asset="USDT"
          decimals={2}
          value={amount}
          testId="withdraw-amount"
          onChange={(v) => {
            setAmount(v);
            setErrors((c) => ({ ...c, amount: undefined }));
          }}
          all={i.max}
          error={errors.amount}
          hint={`${t('coinMix.fee')} ${i.fee} USDT · ${t('coinMix.belowMin', { min: `${i.min} USDT` })}`}
        />
        <CodeField
          id="cm-code"
          label={t('coinMix.code')}
          placeholder="000000"
          value={code}
          onChange={(v) => {
            setCode(v);
            setErrors((c) => ({ ...c, code: undefined }));
          }}
          onSend={() => (codeTarget ? sendCode(codeTarget, 'withdraw') : Promise.resolve(false))}
          sendDisabled={!codeTarget}
          error={errors.code}
        />
        {totp.field}
        <div className="summary">
          <KeyValue label={t('coinMix.totalDeducted')} value={`${total} USDT`} valueTestId="form-total" />
        </div>
        <Button type="submit" variant="primary" block disabled={Boolean(hold)} data-testid="withdraw-submit">
          {t('route.coinMixWithdraw')}
        </Button>
      </form>
      <ConfirmSheet
        visible={confirming}
        title={t('coinMix.confirmWithdraw')}
        amount={{ value: amount || '0', asset: 'USDT' }}
        rows={[
          { label: t('coinMix.address', { network: i.network }), value: address.trim() },
          { label: t('coinMix.fee'), value: `${i.fee} USDT`, testId: 'confirm-fee' },
          { label: t('coinMix.totalDeducted'), value: `${total} USDT`, strong: true },
        ]}
        payPassword
        payPasswordSet={me?.has_paypwd}
        onClose={() => setConfirming(false)}
        onRefused={(e) => {
          if (totp.refused(e)) return;
          const field = (e.field as FieldName | undefined) ?? 'amount';
          setErrors({ [field === 'address' || field === 'code' ? field : 'amount']: e.message });
        }}
        onConfirm={async (paypwd) => {
          const done = await withdraw.mutateAsync({ address: address.trim(), amount: amount.trim(), code, paypwd, ...totp.body });
          setConfirming(false);
          setResult({ ...done, amount: padDecimal(amount.trim(), 2), fee: i.fee });
          setAmount('');
          setCode('');
          totp.reset();
        }}
      />
    </>
  );
}
