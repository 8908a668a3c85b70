import { padDecimal } from '@mcc/contract/amount';
import type { RechargeItem } from '@mcc/contract/fund';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../runtime/clipboard';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmSheet } from '../../../shared/ui/confirm-sheet';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ListCard } from '../../../shared/ui/infinite-list';
import { LoadError } from '../../../shared/ui/load-error';
import { MoneyForm } from '../../../shared/ui/money-form';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { useFieldErrors } from '../../../shared/ui/use-field-errors';
import { useAssetWallet } from '../api/get-asset-wallet';
import { useRecharges } from '../api/get-recharges';
import { useSysConfig } from '../api/get-sys-config';
import { type RechargeResult, useRecharge } from '../api/recharge';
import { assetScale, defaultInputDecimals } from '../api/wallet-keys';
import { AddressQr } from '../components/address-qr';
import { type ProofState, ProofUpload } from '../components/proof-upload';
import { RecordLine } from '../components/record-line';
import { StatusBadge } from '../components/status-badge';
import { useProblemText } from '../components/use-problem-text';
import { formatTime, shortText } from '../format';
import { checkAmount, checkTxHash } from '../validation';
import '../wallet.css';
import { TextField } from '../../../shared/ui/field';

function RechargeLine({ item }: { item: RechargeItem }) {
  const { t } = useTranslation();
  return (
    <RecordLine
      testId="recharge-line"
      title={t('wallet.recharge')}
      item={item}
      side={
        item.credited !== null &&
        item.credited !== item.amount && <div className="line-note">{t('wallet.credited', { amount: item.credited })}</div>
      }
    >
      <div className="line-sub num">
        {item.network} · {shortText(item.tx_hash, 10, 8)}
      </div>
      <div className="line-sub num">{formatTime(item.created_at)}</div>
    </RecordLine>
  );
}

function DepositAddress({ network, address }: { network: string; address: string }) {
  const { t } = useTranslation();
  return (
    <div className="deposit">
      <span className="chip" data-testid="deposit-network">
        {t('wallet.network')} {network}
      </span>
      <AddressQr text={address} label={t('wallet.platformAddress')} />
      <div className="deposit-address" data-testid="deposit-address">
        {address}
      </div>
      <Button variant="ghost" small data-testid="copy-address" onClick={() => void copyText(address)}>
        {t('wallet.copyAddress')}
      </Button>
      <p className="warning" style={{ margin: 0 }}>
        {t('wallet.depositWarning', { network })}
      </p>
    </div>
  );
}

/** Manual recharge: send to the platform address, then claim it with the amount, tx hash and a screenshot. */
export default function RechargePage() {
  const { t } = useTranslation();
  const config = useSysConfig();
  const usdt = useAssetWallet('USDT');
  const records = useRecharges();
  const submit = useRecharge();
  const decimals = usdt.data?.input_decimals ?? defaultInputDecimals.USDT;
  const problemText = useProblemText('USDT', decimals);
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [proof, setProof] = useState<ProofState>({ status: 'none' });
  const { errors, setErrors, clear } = useFieldErrors<'amount' | 'tx_hash' | 'proof'>();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<(RechargeResult & { amount: string }) | null>(null);
  // Re-mounts the proof picker for a new claim.
  const [round, setRound] = useState(0);

  const shown = padDecimal(amount || '0', decimals);
  const network = config.data?.deposit_network ?? '';
  const address = config.data?.deposit_address ?? '';

  const review = () => {
    const next = {
      amount: checkAmount(amount, { decimals, scale: assetScale.USDT }),
      tx_hash: checkTxHash(network, txHash),
      proof: proof.status === 'done' ? null : proof.status === 'uploading' ? ('proofUploading' as const) : ('proofMissing' as const),
    };
    setErrors({
      amount: next.amount ? problemText(next.amount) : undefined,
      tx_hash: next.tx_hash ? problemText(next.tx_hash, { network }) : undefined,
      proof: next.proof ? t(next.proof === 'proofUploading' ? 'wallet.proofUploading' : 'wallet.errors.proofMissing') : undefined,
    });
    if (!next.amount && !next.tx_hash && !next.proof) setConfirming(true);
  };

  if (result) {
    return (
      <ResultPanel
        title={t('wallet.rechargeDone')}
        note={t('wallet.rechargeDoneNote')}
        rows={[
          { label: t('wallet.amount'), value: `${result.amount} USDT`, strong: true },
          { label: t('wallet.status'), value: <StatusBadge status={result.status} text={t('wallet.pendingReview')} /> },
          { label: t('wallet.record'), value: `#${result.id}`, testId: 'result-id' },
        ]}
        primary={{ label: t('wallet.backToUsdt'), to: '/pages/usdt/usdt' }}
        secondary={{
          label: t('wallet.rechargeAgain'),
          onClick: () => {
            setResult(null);
            setAmount('');
            setTxHash('');
            setProof({ status: 'none' });
            setRound((n) => n + 1);
          },
        }}
      />
    );
  }

  return (
    <>
      <Card title={t('wallet.platformAddress')}>
        {config.isPending ? (
          <div className="deposit">
            <span className="skeleton" style={{ width: '10rem', height: '10rem' }} />
            <span className="skeleton" style={{ width: '100%', height: '2.5rem' }} />
          </div>
        ) : config.isError ? (
          <LoadError onRetry={() => void config.refetch()} />
        ) : address ? (
          <DepositAddress network={network} address={address} />
        ) : (
          <EmptyState text={t('wallet.noPlatformAddress')} hint={config.data.service_contact || undefined} />
        )}
      </Card>

      {address && (
        <MoneyForm onSubmit={review}>
          <AmountField
            asset="USDT"
            decimals={decimals}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
            error={errors.amount}
            label={t('wallet.rechargeAmount')}
          />
          <TextField
            id="tx-hash"
            label={t('wallet.txHash')}
            error={errors.tx_hash}
            hint={t('wallet.txHashHint', { network })}
            name="tx_hash"
            autoComplete="off"
            spellCheck={false}
            placeholder={network === 'TRC20' ? 'a1b2…' : '0x…'}
            value={txHash}
            maxLength={120}
            onChange={(typed) => {
              setTxHash(typed.trim());
              clear('tx_hash');
            }}
          />
          <ProofUpload
            key={round}
            error={errors.proof}
            onChange={(state) => {
              setProof(state);
              if (state.status === 'done') clear('proof');
            }}
          />
          <Button type="submit" variant="primary" block data-testid="recharge-submit">
            {t('common.submit')}
          </Button>
        </MoneyForm>
      )}

      <h2 className="section-title">{t('wallet.rechargeRecords')}</h2>
      <ListCard
        query={records}
        testId="recharge-records"
        itemKey={(item) => item.id}
        renderItem={(item) => <RechargeLine item={item} />}
        empty={{ text: t('wallet.noRecharges'), hint: t('wallet.noRechargesHint') }}
      />

      <ConfirmSheet
        visible={confirming}
        title={t('wallet.confirmRecharge')}
        amount={{ value: shown, asset: 'USDT' }}
        payPassword={false}
        rows={[
          { label: t('wallet.network'), value: network },
          { label: t('wallet.toPlatform'), value: shortText(address, 10, 8) },
          { label: t('wallet.txHash'), value: shortText(txHash, 10, 8) },
          { label: t('wallet.creditedAfterReview'), value: `${shown} USDT`, strong: true },
        ]}
        onClose={() => setConfirming(false)}
        onRefused={(error) => {
          const field = error.field;
          if (field === 'amount' || field === 'tx_hash' || field === 'proof') setErrors({ [field]: error.message });
        }}
        onConfirm={async () => {
          if (proof.status !== 'done') return;
          const body = { asset: 'USDT' as const, amount: amount.trim(), tx_hash: txHash.trim(), proof: proof.url };
          const done = await submit.mutateAsync(body);
          setConfirming(false);
          setResult({ ...done, amount: shown });
        }}
      />
    </>
  );
}
