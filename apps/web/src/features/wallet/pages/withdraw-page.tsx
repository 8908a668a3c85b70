import { addDecimal, padDecimal, remainderDecimal, truncateDecimal } from '@mcc/contract/amount';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ListCard } from '../../../shared/ui/infinite-list';
import { KeyValue } from '../../../shared/ui/key-value';
import { MoneyForm } from '../../../shared/ui/money-form';
import { PayConfirmSheet, useConfirmFlow } from '../../../shared/ui/pay-confirm-sheet';
import { PayPasswordBanner } from '../../../shared/ui/pay-password-banner';
import { FormSkeleton, queryView } from '../../../shared/ui/query-view';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { SecurityHoldBanner } from '../../../shared/ui/security-hold-banner';
import { bookSaysOf, useWithdrawForm, WithdrawAddressField, WithdrawCodeField } from '../../../shared/ui/withdraw-fields';
import { useAssetWallet } from '../api/get-asset-wallet';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { useWithdrawals } from '../api/get-withdrawals';
import { assetScale, defaultInputDecimals } from '../api/wallet-keys';
import { useWithdraw, type WithdrawResult } from '../api/withdraw';
import { StatusBadge } from '../components/status-badge';
import { useProblemText } from '../components/use-problem-text';
import { WithdrawLine } from '../components/withdraw-line';
import { maskContact, shortText } from '../format';
import { checkAddress, checkAmount, checkCode } from '../validation';
import '../wallet.css';

/** Withdraw USDT to an address: the fee on top, today's limit, a code of event `withdraw`, the pay password. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo('USDT');
  const usdt = useAssetWallet('USDT');
  const records = useWithdrawals();
  const submit = useWithdraw();
  const decimals = usdt.data?.input_decimals ?? defaultInputDecimals.USDT;
  const problemText = useProblemText('USDT', decimals);
  const { me, contact, codeTarget, totp, hold, book, address, amount, code, errors, setErrors, typed, refused, restart } =
    useWithdrawForm('withdraw-totp');
  const flow = useConfirmFlow<WithdrawResult & { amount: string; fee: string; address: string }>();
  const result = flow.result;

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
            flow.again();
            restart();
          },
        }}
      />
    );
  }

  const form = () => {
    const loaded = queryView(info, <FormSkeleton height="16rem" />);
    if (!loaded.ready) return loaded.view;
    const data = loaded.data;
    const spendable = remainderDecimal(data.available, data.fee);
    // What the address book says of the typed address (a saved one still waiting, or none saved while only saved ones may be used).
    const bookSays = checkAddress(data.network, address) ? null : bookSaysOf(book, data.network, address);
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
      if (totp.check() && !found.address && !found.amount && !found.code && !bookSays) flow.confirm();
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
        <MoneyForm onSubmit={review}>
          <WithdrawAddressField
            id="address"
            label={t('wallet.addressOf', { network: data.network })}
            placeholder={t('wallet.addressPlaceholder')}
            network={data.network}
            value={address}
            onChange={typed.address}
            error={errors.address}
            book={book}
            bookSays={bookSays}
            trim
            paste
          />
          {data.recent_addresses.length > 0 && (
            <div className="chips" role="toolbar" style={{ marginTop: '-0.5rem' }} aria-label={t('wallet.recentAddresses')}>
              {data.recent_addresses.map((recent) => (
                <button key={recent} type="button" onClick={() => typed.address(recent)}>
                  {shortText(recent, 8, 6)}
                </button>
              ))}
            </div>
          )}
          <AmountField
            asset="USDT"
            decimals={decimals}
            value={amount}
            onChange={typed.amount}
            all={truncateDecimal(data.max, decimals)}
            error={errors.amount}
            hint={t('wallet.withdrawHint', { fee: data.fee, max: data.max })}
          />
          <div className="summary">
            <KeyValue label={t('wallet.fee')} value={`${data.fee} USDT`} valueTestId="withdraw-fee" />
            <KeyValue label={t('wallet.totalDeducted')} value={`${total} USDT`} valueTestId="withdraw-total" />
            <KeyValue label={t('wallet.arrives')} value={`${shown} USDT`} strong valueTestId="withdraw-arrives" />
          </div>
          <WithdrawCodeField
            id="withdraw-code"
            label={t('wallet.code')}
            placeholder={t('wallet.codePlaceholder')}
            value={code}
            onChange={typed.code}
            target={codeTarget}
            error={errors.code}
            hint={contact ? t('wallet.codeSentTo', { target: maskContact(contact) }) : undefined}
          />
          {totp.field}
          <Button type="submit" variant="primary" block disabled={Boolean(hold)} data-testid="withdraw-submit">
            {t('route.withdraw')}
          </Button>
        </MoneyForm>
        <PayConfirmSheet
          flow={flow}
          title={t('wallet.confirmWithdraw')}
          amount={{ value: shown, asset: 'USDT' }}
          rows={[
            { label: t('wallet.address'), value: <span style={{ wordBreak: 'break-all' }}>{address}</span>, testId: 'confirm-address' },
            { label: t('wallet.network'), value: data.network },
            { label: t('wallet.fee'), value: `${data.fee} USDT`, testId: 'confirm-fee' },
            { label: t('wallet.totalDeducted'), value: `${total} USDT`, testId: 'confirm-total' },
            { label: t('wallet.arrives'), value: `${shown} USDT`, strong: true, testId: 'confirm-arrives' },
          ]}
          onRefused={(error) => refused(error)}
          onConfirm={async (paypwd) => {
            const body = { asset: 'USDT' as const, address, amount: amount.trim(), paypwd, code, ...totp.body };
            const done = await submit.mutateAsync(body);
            flow.finish({ ...done, amount: shown, fee: data.fee, address });
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
      <ListCard
        query={records}
        testId="withdraw-records"
        itemKey={(item) => item.id}
        renderItem={(item) => <WithdrawLine item={item} />}
        empty={{ text: t('wallet.noWithdrawals') }}
      />
    </>
  );
}
