import { addDecimal, padDecimal, remainderDecimal, truncateDecimal } from '@mcc/contract/amount';
import type { WithdrawItem } from '@mcc/contract/fund';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../runtime/toast';
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
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { KeyValue } from '../../../shared/ui/key-value';
import { LoadError } from '../../../shared/ui/load-error';
import { PayPasswordBanner } from '../../../shared/ui/pay-password-banner';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { SecurityHoldBanner } from '../../../shared/ui/security-hold-banner';
import { useTotpField } from '../../../shared/ui/totp-field';
import { useCancelWithdraw } from '../api/cancel-withdraw';
import { useAssetWallet } from '../api/get-asset-wallet';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useWithdrawals } from '../api/get-withdrawals';
import { assetScale, defaultInputDecimals } from '../api/wallet-keys';
import { useWithdraw, type WithdrawResult } from '../api/withdraw';
import { StatusBadge } from '../components/status-badge';
import { useProblemText } from '../components/use-problem-text';
import { formatTime, maskContact, shortText } from '../format';
import { checkAddress, checkAmount, checkCode } from '../validation';
import '../wallet.css';

type FieldName = 'address' | 'amount' | 'code';

function WithdrawLine({ item }: { item: WithdrawItem }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdraw();
  return (
    <div className="line" data-testid="withdraw-line" data-status={item.status}>
      <div className="line-main">
        <div className="line-title">
          {t('route.withdraw')} <StatusBadge status={item.status} text={item.status_text} />
        </div>
        <div className="line-sub num">
          {item.network} · {shortText(item.address, 8, 6)}
        </div>
        <div className="line-sub num">{formatTime(item.created_at)}</div>
        {item.tx_hash && <div className="line-sub num">Tx {shortText(item.tx_hash, 10, 8)}</div>}
        {item.reason && <div className="line-reason">{t('wallet.rejectReason', { reason: item.reason })}</div>}
      </div>
      <div className="line-side">
        <div className="line-amount">
          {item.amount} <span className="figure-asset">{item.asset}</span>
        </div>
        <div className="line-note">{t('wallet.feeIs', { fee: item.fee })}</div>
        {item.status === 'pending' && (
          <button
            type="button"
            className="copy-button"
            disabled={cancel.isPending}
            data-testid="withdraw-cancel"
            onClick={() =>
              cancel.mutateAsync({ id: item.id }).then(
                () => void showToast({ title: t('wallet.withdrawCancelled'), icon: 'success' }),
                () => undefined, // the request layer showed the refusal
              )
            }
          >
            {t('wallet.cancelWithdraw')}
          </button>
        )}
      </div>
    </div>
  );
}

async function pasteInto(set: (value: string) => void, unsupported: string) {
  const text = await navigator.clipboard.readText().catch(() => null);
  if (text === null) void showToast({ title: unsupported });
  else if (text.trim()) set(text.trim());
}

/** Withdraw USDT to an address: the fee on top, today's limit, a code of event `withdraw`, the pay password. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo('USDT');
  const usdt = useAssetWallet('USDT');
  const user = useUser();
  const records = useWithdrawals();
  const submit = useWithdraw();
  const totp = useTotpField('withdraw-totp');
  const hold = useWithdrawHold();
  const book = useAddressBook();
  const decimals = usdt.data?.input_decimals ?? defaultInputDecimals.USDT;
  const problemText = useProblemText('USDT', decimals);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<(WithdrawResult & { amount: string; fee: string; address: string }) | null>(null);

  const me = user.data;
  // The code goes to the member's own mobile, or to the email when there is no mobile.
  const contact = me ? me.mobile || me.email : '';
  const codeTarget: CodeTarget | null = !me || !contact ? null : me.mobile ? { mobile: me.mobile } : { email: me.email };
  const clear = (field: FieldName) => setErrors((current) => ({ ...current, [field]: undefined }));

  if (result) {
    return (
      <ResultPanel
        title={t('wallet.withdrawDone')}
        note={t('wallet.withdrawDoneNote')}
        rows={[
          { label: t('wallet.arrives'), value: `${result.amount} USDT`, strong: true, testId: 'result-amount' },
          { label: t('wallet.fee'), value: `${result.fee} USDT` },
          { label: t('wallet.totalDeducted'), value: `${addDecimal(result.amount, result.fee)} USDT` },
          { label: t('wallet.address'), value: shortText(result.address, 10, 8) },
          { label: t('wallet.status'), value: <StatusBadge status={result.status} text={t('wallet.pendingReview')} /> },
          { label: t('wallet.record'), value: `#${result.id}`, testId: 'result-id' },
        ]}
        primary={{ label: t('wallet.backToUsdt'), to: '/pages/usdt/usdt' }}
        secondary={{
          label: t('wallet.withdrawAgain'),
          onClick: () => {
            setResult(null);
            setAmount('');
            setCode('');
            totp.reset();
          },
        }}
      />
    );
  }

  const form = () => {
    if (info.isPending) return <div className="skeleton" style={{ height: '16rem' }} />;
    if (info.isError) return <LoadError onRetry={() => void info.refetch()} />;
    const data = info.data;
    const spendable = remainderDecimal(data.available, data.fee);
    // What the address book says of the typed address (a saved one still waiting, or none saved while only saved ones may be used).
    const bookSays = checkAddress(data.network, address)
      ? null
      : bookProblem(book.data, data.network, address, Math.floor(Date.now() / 1000));
    const review = () => {
      const found = {
        address: checkAddress(data.network, address),
        amount: checkAmount(amount, { decimals, scale: assetScale.USDT, min: data.min, available: spendable, max: data.today_left }),
        code: checkCode(code),
      };
      setErrors({
        address: found.address ? problemText(found.address, { network: data.network }) : undefined,
        amount: found.amount
          ? problemText(found.amount, { min: data.min, max: data.today_left, spendable: truncateDecimal(spendable, decimals) })
          : undefined,
        code: found.code ? problemText(found.code) : undefined,
      });
      if (totp.check() && !found.address && !found.amount && !found.code && !bookSays) setConfirming(true);
    };
    const shown = padDecimal(amount || '0', decimals);
    const total = amount ? addDecimal(amount, data.fee) : data.fee;
    return (
      <>
        <Card>
          <KeyValue label={t('wallet.available')} value={`${data.available} USDT`} valueTestId="withdraw-available" />
          <KeyValue label={t('wallet.network')} value={data.network} />
          <KeyValue label={t('wallet.minimumAmount')} value={`${data.min} USDT`} />
          <KeyValue label={t('wallet.dailyLeft')} value={`${data.today_left} / ${data.daily_limit} USDT`} valueTestId="daily-left" />
        </Card>
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <Field label={t('wallet.addressOf', { network: data.network })} error={errors.address} htmlFor="address">
            <input
              id="address"
              name="address"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('wallet.addressPlaceholder')}
              value={address}
              maxLength={120}
              onChange={(e) => {
                setAddress(e.target.value.trim());
                clear('address');
              }}
            />
            <button
              type="button"
              className="field-action"
              data-testid="paste-address"
              onClick={() =>
                void pasteInto((value) => {
                  setAddress(value);
                  clear('address');
                }, t('wallet.pasteUnsupported'))
              }
            >
              {t('wallet.paste')}
            </button>
            <AddressPicker
              list={book.data?.list}
              network={data.network}
              onPick={(value) => {
                setAddress(value);
                clear('address');
              }}
            />
          </Field>
          {!errors.address && <AddressBookNotice problem={bookSays} />}
          {data.recent_addresses.length > 0 && (
            <div className="chips" role="toolbar" style={{ marginTop: '-0.5rem' }} aria-label={t('wallet.recentAddresses')}>
              {data.recent_addresses.map((recent) => (
                <button
                  key={recent}
                  type="button"
                  onClick={() => {
                    setAddress(recent);
                    clear('address');
                  }}
                >
                  {shortText(recent, 8, 6)}
                </button>
              ))}
            </div>
          )}
          <AmountField
            asset="USDT"
            decimals={decimals}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
            all={truncateDecimal(data.max, decimals)}
            error={errors.amount}
            hint={t('wallet.withdrawHint', { fee: data.fee, max: data.max })}
          />
          <div className="summary">
            <KeyValue label={t('wallet.fee')} value={`${data.fee} USDT`} valueTestId="withdraw-fee" />
            <KeyValue label={t('wallet.totalDeducted')} value={`${total} USDT`} valueTestId="withdraw-total" />
            <KeyValue label={t('wallet.arrives')} value={`${shown} USDT`} strong valueTestId="withdraw-arrives" />
          </div>
          <CodeField
            id="withdraw-code"
            label={t('wallet.code')}
            placeholder={t('wallet.codePlaceholder')}
            value={code}
            onChange={(value) => {
              setCode(value);
              clear('code');
            }}
            onSend={() => (codeTarget ? sendCode(codeTarget, 'withdraw') : Promise.resolve(false))}
            sendDisabled={!codeTarget}
            error={errors.code}
            hint={contact ? t('wallet.codeSentTo', { target: maskContact(contact) }) : undefined}
          />
          {totp.field}
          <Button type="submit" variant="primary" block disabled={Boolean(hold)} data-testid="withdraw-submit">
            {t('route.withdraw')}
          </Button>
        </form>
        <ConfirmSheet
          visible={confirming}
          title={t('wallet.confirmWithdraw')}
          amount={{ value: shown, asset: 'USDT' }}
          payPassword
          payPasswordSet={me?.has_paypwd}
          rows={[
            { label: t('wallet.address'), value: <span style={{ wordBreak: 'break-all' }}>{address}</span>, testId: 'confirm-address' },
            { label: t('wallet.network'), value: data.network },
            { label: t('wallet.fee'), value: `${data.fee} USDT`, testId: 'confirm-fee' },
            { label: t('wallet.totalDeducted'), value: `${total} USDT`, testId: 'confirm-total' },
            { label: t('wallet.arrives'), value: `${shown} USDT`, strong: true, testId: 'confirm-arrives' },
          ]}
          onClose={() => setConfirming(false)}
          onRefused={(error) => {
            if (totp.refused(error)) return;
            const field = error.field;
            if (field === 'address' || field === 'amount' || field === 'code') setErrors({ [field]: error.message });
          }}
          onConfirm={async (paypwd) => {
            const body = { asset: 'USDT' as const, address, amount: amount.trim(), paypwd, code, ...totp.body };
            const done = await submit.mutateAsync(body);
            setConfirming(false);
            setResult({ ...done, amount: shown, fee: data.fee, address });
          }}
        />
      </>
    );
  };

  return (
    <>
      {hold ? <SecurityHoldBanner until={hold} /> : null}
      {me && !me.has_paypwd && <PayPasswordBanner testId="paypwd-missing" />}
      {form()}
      <h2 className="section-title">{t('wallet.withdrawRecords')}</h2>
      <Card>
        <InfiniteList
          query={records}
          testId="withdraw-records"
          itemKey={(item) => item.id}
          renderItem={(item) => <WithdrawLine item={item} />}
          empty={<EmptyState text={t('wallet.noWithdrawals')} />}
        />
      </Card>
    </>
  );
}
