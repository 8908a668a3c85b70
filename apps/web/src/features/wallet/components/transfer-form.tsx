import { addDecimal, padDecimal, remainderDecimal, truncateDecimal } from '@mcc/contract/amount';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { useWithdrawHold } from '../../../shared/api/get-user';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { TextField } from '../../../shared/ui/field';
import { KeyValue, type KeyValueRow } from '../../../shared/ui/key-value';
import { MoneyForm } from '../../../shared/ui/money-form';
import { PayConfirmSheet, useConfirmFlow } from '../../../shared/ui/pay-confirm-sheet';
import { FormSkeleton, queryView } from '../../../shared/ui/query-view';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { SecurityHoldBanner } from '../../../shared/ui/security-hold-banner';
import { useAssetWallet } from '../api/get-asset-wallet';
import { getRecipient, type Recipient } from '../api/get-recipient';
import { type TransferResult, useTransfer } from '../api/transfer';
import { assetScale, type WalletAsset } from '../api/wallet-keys';
import { checkAmount, checkRecipient } from '../validation';
import { useProblemText } from './use-problem-text';

const detailsPage: Record<WalletAsset, string> = { USDT: '/pages/usdt/usdt', MCC: '/pages/mcc/mcc' };

function RecipientCard({ recipient, onChange }: { recipient: Recipient; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <div className="recipient" data-testid="recipient">
        <span className="avatar">
          {recipient.avatar ? <img className="avatar" src={recipient.avatar} alt="" /> : recipient.name.slice(0, 1).toUpperCase()}
        </span>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div className="recipient-name" data-testid="recipient-name">
            {recipient.name}
          </div>
          <div className="muted small num">UID {recipient.uid}</div>
        </div>
        <Button small onClick={onChange}>
          {t('wallet.changeRecipient')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * Sends `asset` to another member: recipient (UID, mobile or email) → the masked name from the
 * server → amount with the fee → confirm sheet → pay password → result with the record.
 */
export function TransferForm({ asset }: { asset: WalletAsset }) {
  const { t } = useTranslation();
  const problemText = useProblemText(asset);
  const wallet = useAssetWallet(asset);
  const send = useTransfer();
  const hold = useWithdrawHold();
  const [to, setTo] = useState('');
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [looking, setLooking] = useState(false);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ to?: string; amount?: string }>({});
  const flow = useConfirmFlow<TransferResult>();
  const result = flow.result;

  const loaded = queryView(wallet, <FormSkeleton height="12rem" />);
  if (!loaded.ready) return loaded.view;
  const data = loaded.data;
  const decimals = data.input_decimals;
  const fee = data.transfer_fee;
  const spendable = remainderDecimal(data.available, fee);
  const shown = padDecimal(amount || '0', decimals);
  const total = amount ? addDecimal(amount, fee) : fee;

  const lookUp = async () => {
    const problem = checkRecipient(to);
    if (problem) {
      setErrors({ to: problemText(problem) });
      return;
    }
    setLooking(true);
    try {
      setRecipient(await getRecipient(to.trim()));
      setErrors({});
    } catch (error) {
      if (error instanceof RequestError && error.code === 0) setErrors({ to: error.message });
    } finally {
      setLooking(false);
    }
  };

  const review = () => {
    const problem = checkAmount(amount, { decimals, scale: assetScale[asset], min: data.transfer_min, available: spendable });
    if (problem) {
      setErrors({ amount: problemText(problem, { min: data.transfer_min, spendable: truncateDecimal(spendable, decimals) }) });
      return;
    }
    setErrors({});
    flow.confirm();
  };

  const restart = () => {
    flow.again();
    setAmount('');
    setRecipient(null);
    setTo('');
  };

  if (result && recipient) {
    return (
      <ResultPanel
        title={t('wallet.transferDone')}
        rows={[
          { label: t('wallet.recipient'), value: `${recipient.name} (UID ${result.to_uid})` },
          { label: t('wallet.amount'), value: `${result.amount} ${result.asset}`, strong: true, testId: 'result-amount' },
          { label: t('wallet.fee'), value: `${result.fee} ${result.asset}` },
          { label: t('wallet.record'), value: `#${result.id}`, testId: 'result-id' },
        ]}
        primary={{ label: t('wallet.viewDetails'), to: detailsPage[asset] }}
        secondary={{ label: t('wallet.transferAgain'), onClick: restart }}
      />
    );
  }

  const rows: KeyValueRow[] = recipient
    ? [
        { label: t('wallet.recipient'), value: `${recipient.name} (UID ${recipient.uid})`, testId: 'confirm-recipient' },
        { label: t('wallet.fee'), value: `${fee} ${asset}`, testId: 'confirm-fee' },
        { label: t('wallet.totalDeducted'), value: `${total} ${asset}`, testId: 'confirm-total' },
        { label: t('wallet.recipientGets'), value: `${shown} ${asset}`, strong: true, testId: 'confirm-arrives' },
      ]
    : [];

  return (
    <>
      {hold ? <SecurityHoldBanner until={hold} /> : null}
      <Card>
        <KeyValue label={t('wallet.available')} value={`${data.available} ${asset}`} valueTestId="transfer-available" />
        <KeyValue label={t('wallet.fee')} value={`${fee} ${asset}`} />
        <KeyValue label={t('wallet.minimumAmount')} value={`${data.transfer_min} ${asset}`} />
      </Card>
      <MoneyForm onSubmit={() => (recipient ? review() : void lookUp())}>
        {recipient ? (
          <RecipientCard
            recipient={recipient}
            onChange={() => {
              setRecipient(null);
              setErrors({});
            }}
          />
        ) : (
          <TextField
            id="recipient"
            label={t('wallet.recipient')}
            error={errors.to}
            hint={t('wallet.recipientHint')}
            name="to"
            autoComplete="off"
            placeholder={t('wallet.recipientPlaceholder')}
            value={to}
            maxLength={120}
            onChange={setTo}
          />
        )}
        {recipient && (
          <>
            <AmountField
              asset={asset}
              decimals={decimals}
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setErrors({});
              }}
              all={truncateDecimal(spendable, decimals)}
              error={errors.amount}
              hint={t('wallet.transferHint', { fee: `${fee} ${asset}`, min: `${data.transfer_min} ${asset}` })}
            />
            <div className="summary">
              <KeyValue label={t('wallet.totalDeducted')} value={`${total} ${asset}`} valueTestId="form-total" />
              <KeyValue label={t('wallet.recipientGets')} value={`${shown} ${asset}`} strong valueTestId="form-arrives" />
            </div>
          </>
        )}
        <Button type="submit" variant="primary" block disabled={looking || Boolean(hold)} data-testid="transfer-next">
          {recipient ? t('wallet.next') : looking ? t('wallet.lookingUp') : t('wallet.findRecipient')}
        </Button>
      </MoneyForm>
      {recipient && (
        <PayConfirmSheet
          flow={flow}
          title={t('wallet.confirmTransfer')}
          amount={{ value: shown, asset }}
          rows={rows}
          onRefused={(error) => {
            if (error.field === 'to') {
              setRecipient(null);
              setErrors({ to: error.message });
            } else if (error.field === 'amount') setErrors({ amount: error.message });
          }}
          onConfirm={async (paypwd) => {
            const done = await send.mutateAsync({ asset, to: recipient.uid, amount: amount.trim(), paypwd });
            flow.finish(done);
          }}
        />
      )}
    </>
  );
}
