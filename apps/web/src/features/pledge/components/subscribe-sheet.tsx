import { checkAmountInput, compareDecimal } from '@mcc/contract/amount';
import type { PledgeProduct } from '@mcc/contract/pledge';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/api/get-user';
import { AmountField } from '../../../shared/ui/amount-field';
import { Button } from '../../../shared/ui/button';
import { MoneyConfirm } from '../../../shared/ui/confirm-sheet';
import { KeyValue } from '../../../shared/ui/key-value';
import { PageLink } from '../../../shared/ui/page-link';
import { ResultPanel } from '../../../shared/ui/result-panel';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { assetScale } from '../api/pledge-keys';
import { type SubscribeResult, useSubscribe } from '../api/subscribe';
import { dailyEarningFor, ratePercent } from '../format';

type Step = 'amount' | 'confirm' | 'done';

/** The smaller of two decimal strings. */
const least = (a: string, b: string) => (compareDecimal(a, b) <= 0 ? a : b);

/**
 * Subscribing, in the app's one money pattern: amount (checked as the server checks it) → the shared
 * confirm step (what leaves, the daily earning, when earnings start and end; then the pay password
 * keypad) → the shared result.
 */
export function SubscribeSheet({ product, available, onClose }: { product: PledgeProduct | null; available: string; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const subscribe = useSubscribe();
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SubscribeResult | null>(null);

  const asset = product?.asset ?? 'USDT';
  const decimals = product?.input_decimals ?? 2;
  const scale = assetScale[asset] ?? 6;
  const most = product ? least(product.can_subscribe, available) : '0';
  const daily = product ? dailyEarningFor(amount || '0', product.daily_rate, scale) : null;
  const busy = subscribe.isPending;

  const reset = () => {
    setStep('amount');
    setAmount('');
    setProblem(null);
    setResult(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  /** The first rule the typed amount breaks, in words, or null. */
  const check = (): string | null => {
    if (!product) return null;
    const basic = checkAmountInput(amount, decimals, scale);
    if (basic) return t(`pledge.problem.${basic}`, { asset, decimals });
    if (compareDecimal(amount, product.min_amount) < 0) return t('pledge.problem.belowMin', { min: product.min_amount, asset });
    if (compareDecimal(amount, available) > 0) return t('pledge.problem.insufficient', { asset });
    if (compareDecimal(amount, product.can_subscribe) > 0) return t('pledge.problem.aboveMax', { max: product.can_subscribe, asset });
    return null;
  };

  const flexible = product?.flexible ?? false;

  return (
    <Popup visible={product !== null} onMaskClick={close} bodyStyle={sheetBodyStyle('92vh')}>
      {product && (
        <div className="sheet pl-sheet" data-testid="subscribe-sheet">
          {step === 'amount' && (
            <>
              <h3 className="sheet-title">{product.name}</h3>
              <div className="form">
                <div className="pl-sheet-facts">
                  <span className="chip">{flexible ? t('pledge.flexible') : t('pledge.termDays', { days: product.term_days })}</span>
                  <span className="muted small">
                    {t('pledge.dailyRate')} <b className="num">{ratePercent(product.daily_rate)}</b>
                  </span>
                </div>
                <AmountField
                  asset={asset}
                  decimals={decimals}
                  value={amount}
                  onChange={(value) => {
                    setAmount(value);
                    setProblem(null);
                  }}
                  all={most}
                  allLabel={t('pledge.max')}
                  allDisabled={compareDecimal(most, '0') <= 0}
                  error={problem}
                  hint={t('pledge.amountHint', { min: product.min_amount, max: most, asset })}
                  label={t('pledge.amount')}
                  id="pledge-amount"
                  placeholder={product.min_amount}
                  testId="subscribe-amount"
                />
                <div className="summary">
                  <KeyValue label={t('pledge.available')} value={`${available} ${asset}`} valueTestId="subscribe-available" />
                  <KeyValue label={t('pledge.expectedDaily')} value={`${daily ?? '--'} ${asset}`} />
                </div>
                <div className="muted small" data-testid="subscribe-time-held">
                  {t('pledge.timeHeldRule')}
                </div>
                {user.data && !user.data.has_paypwd && (
                  <div className="banner">
                    <span>{t('pledge.payPasswordMissing')}</span>
                    <PageLink to="/pages/user/user">{t('money.setPayPassword')} ›</PageLink>
                  </div>
                )}
                <Button
                  variant="primary"
                  block
                  data-testid="subscribe-next"
                  onClick={() => {
                    const found = check();
                    if (found) setProblem(found);
                    else setStep('confirm');
                  }}
                >
                  {t('pledge.next')}
                </Button>
              </div>
            </>
          )}

          {step === 'confirm' && (
            <MoneyConfirm
              title={product.name}
              amount={{ value: amount.trim(), asset }}
              rows={[
                { label: t('pledge.product'), value: product.name },
                { label: t('pledge.dailyRate'), value: ratePercent(product.daily_rate) },
                { label: t('pledge.expectedDaily'), value: `${daily} ${asset}`, strong: true },
                { label: t('pledge.firstEarning'), value: t('pledge.firstEarningValue') },
                {
                  label: t('pledge.maturity'),
                  value: flexible ? t('pledge.maturityFlexible') : t('pledge.maturityAfter', { days: product.term_days }),
                },
                ...(flexible ? [] : [{ label: t('pledge.principalBack'), value: `${amount.trim()} ${asset}` }]),
              ]}
              note={t('pledge.fromAvailable')}
              payPassword
              payPasswordSet={user.data?.has_paypwd}
              onConfirm={async (paypwd) => {
                setResult(await subscribe.mutateAsync({ product_id: product.id, amount: amount.trim(), paypwd }));
                setStep('done');
              }}
              // The amount step shows the refusal under the field: no toast on top of it.
              toastRefusal={false}
              onRefused={(error) => setProblem(error.message)}
              closeLabel={t('runtime.back')}
              onClose={() => setStep('amount')}
            />
          )}

          {step === 'done' && result && (
            <ResultPanel
              testId="subscribe-result"
              title={t('pledge.subscribed')}
              amount={{ value: result.principal, asset }}
              rows={[
                { label: t('pledge.orderNo'), value: `#${result.id}` },
                { label: t('pledge.startDay'), value: result.first_day },
                { label: t('pledge.maturity'), value: result.maturity_day ?? t('pledge.maturityFlexible') },
              ]}
              primary={{ label: t('pledge.viewOrders'), to: '/pages/pledge/order', onClick: close, testId: 'subscribe-view-orders' }}
              secondary={{ label: t('pledge.done'), onClick: close, testId: 'subscribe-done' }}
            />
          )}
        </div>
      )}
    </Popup>
  );
}
