import type { PledgeProduct } from '@mcc/contract/pledge';
import { Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../runtime/navigation';
import { RequestError } from '../../../runtime/request';
import { useUser } from '../../../shared/api/get-user';
import { checkAmountInput, compareDecimal, sanitizeAmountTyping } from '../../../shared/money';
import { isUncertain } from '../../../shared/money-attempt';
import { Field } from '../../../shared/ui/field';
import { PageLink } from '../../../shared/ui/page-link';
import { PayPasswordKeypad } from '../../../shared/ui/pay-password-keypad';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { assetScale } from '../api/pledge-keys';
import { type SubscribeResult, useSubscribe } from '../api/subscribe';
import { dailyEarningFor, ratePercent } from '../format';

type Step = 'amount' | 'review' | 'paypwd' | 'done';

/** The smaller of two decimal strings. */
const least = (a: string, b: string) => (compareDecimal(a, b) <= 0 ? a : b);

/**
 * Subscribing, in the app's one money pattern: amount (checked as the server checks it) → review
 * (what leaves, the daily earning, when earnings start and end) → pay password keypad → result.
 */
export function SubscribeSheet({ product, available, onClose }: { product: PledgeProduct | null; available: string; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const subscribe = useSubscribe();
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [digits, setDigits] = useState('');
  const [keypadError, setKeypadError] = useState<string | null>(null);
  const [uncertain, setUncertain] = useState(false);
  const [result, setResult] = useState<SubscribeResult | null>(null);
  const lastPaypwd = useRef('');

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
    setDigits('');
    setKeypadError(null);
    setUncertain(false);
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

  const send = async (paypwd: string) => {
    if (!product) return;
    lastPaypwd.current = paypwd;
    setKeypadError(null);
    setUncertain(false);
    try {
      setResult(await subscribe.mutateAsync({ product_id: product.id, amount: amount.trim(), paypwd }));
      setStep('done');
    } catch (cause) {
      if (isUncertain(cause)) {
        setUncertain(true);
        return;
      }
      if (cause instanceof RequestError && cause.code === 0) {
        if (cause.field === 'paypwd') {
          setDigits('');
          setKeypadError(cause.message);
          return;
        }
        setProblem(cause.message);
        setStep('amount');
        return;
      }
      if (cause instanceof RequestError && cause.code === 401) close();
      else setKeypadError(t('pledge.unexpectedError'));
    }
  };

  const flexible = product?.flexible ?? false;

  return (
    <Popup visible={product !== null} onMaskClick={close} bodyStyle={sheetBodyStyle('92vh')}>
      {product && (
        <div className="sheet" data-testid="subscribe-sheet">
          <h3 className="sheet-title">
            {step === 'paypwd' ? t('pledge.enterPayPassword') : step === 'done' ? t('pledge.subscribed') : product.name}
          </h3>

          {step === 'amount' && (
            <div className="form">
              <div className="pl-sheet-facts">
                <span className="chip">{flexible ? t('pledge.flexible') : t('pledge.termDays', { days: product.term_days })}</span>
                <span className="muted small">
                  {t('pledge.dailyRate')} <b className="num">{ratePercent(product.daily_rate)}</b>
                </span>
              </div>
              <Field
                label={t('pledge.amount')}
                error={problem}
                htmlFor="pledge-amount"
                hint={t('pledge.amountHint', { min: product.min_amount, max: most, asset })}
              >
                <input
                  id="pledge-amount"
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={product.min_amount}
                  value={amount}
                  data-testid="subscribe-amount"
                  onChange={(e) => {
                    setAmount(sanitizeAmountTyping(e.target.value, decimals));
                    setProblem(null);
                  }}
                />
                <span className="pl-field-unit">{asset}</span>
                <button type="button" className="field-action" onClick={() => setAmount(most)} disabled={compareDecimal(most, '0') <= 0}>
                  {t('pledge.max')}
                </button>
              </Field>
              <div className="summary pl-summary">
                <div className="kv">
                  <span className="kv-key">{t('pledge.available')}</span>
                  <span className="kv-value" data-testid="subscribe-available">
                    {available} {asset}
                  </span>
                </div>
                <div className="kv">
                  <span className="kv-key">{t('pledge.expectedDaily')}</span>
                  <span className="kv-value">
                    {daily ?? '--'} {asset}
                  </span>
                </div>
              </div>
              {user.data && !user.data.has_paypwd && (
                <div className="banner">
                  <span>{t('pledge.payPasswordMissing')}</span>
                  <PageLink to="/pages/user/user">{t('pledge.setPayPassword')} ›</PageLink>
                </div>
              )}
              <button
                type="button"
                className="btn btn-primary btn-block"
                data-testid="subscribe-next"
                onClick={() => {
                  const found = check();
                  if (found) setProblem(found);
                  else setStep('review');
                }}
              >
                {t('pledge.next')}
              </button>
            </div>
          )}

          {step === 'review' && (
            <div className="form">
              <p className="pl-confirm-amount" data-testid="confirm-amount">
                {amount.trim()}
                <small>{asset}</small>
              </p>
              <div className="summary pl-summary">
                <div className="kv">
                  <span className="kv-key">{t('pledge.product')}</span>
                  <span className="kv-value">{product.name}</span>
                </div>
                <div className="kv">
                  <span className="kv-key">{t('pledge.dailyRate')}</span>
                  <span className="kv-value">{ratePercent(product.daily_rate)}</span>
                </div>
                <div className="kv kv-strong">
                  <span className="kv-key">{t('pledge.expectedDaily')}</span>
                  <span className="kv-value">
                    {daily} {asset}
                  </span>
                </div>
                <div className="kv">
                  <span className="kv-key">{t('pledge.firstEarning')}</span>
                  <span className="kv-value">{t('pledge.firstEarningValue')}</span>
                </div>
                <div className="kv">
                  <span className="kv-key">{t('pledge.maturity')}</span>
                  <span className="kv-value">
                    {flexible ? t('pledge.maturityFlexible') : t('pledge.maturityAfter', { days: product.term_days })}
                  </span>
                </div>
                {!flexible && (
                  <div className="kv">
                    <span className="kv-key">{t('pledge.principalBack')}</span>
                    <span className="kv-value">
                      {amount.trim()} {asset}
                    </span>
                  </div>
                )}
              </div>
              <p className="muted small">{t('pledge.fromAvailable')}</p>
              <button
                type="button"
                className="btn btn-primary btn-block"
                data-testid="confirm-button"
                disabled={user.data?.has_paypwd === false}
                onClick={() => setStep('paypwd')}
              >
                {t('common.confirm')}
              </button>
              <button type="button" className="btn btn-block" onClick={() => setStep('amount')}>
                {t('runtime.back')}
              </button>
            </div>
          )}

          {step === 'paypwd' && (
            <div className="form">
              <p className="pl-confirm-amount">
                {amount.trim()}
                <small>{asset}</small>
              </p>
              {keypadError && (
                <p className="pl-sheet-error" role="alert" data-testid="sheet-error">
                  {keypadError}
                </p>
              )}
              {busy && <p className="pl-sheet-note">{t('pledge.sending')}</p>}
              {uncertain ? (
                <>
                  <p className="pl-sheet-note" data-testid="sheet-uncertain">
                    {t('pledge.uncertain')}
                  </p>
                  <button type="button" className="btn btn-primary btn-block" onClick={() => void send(lastPaypwd.current)}>
                    {t('pledge.retrySame')}
                  </button>
                </>
              ) : (
                <PayPasswordKeypad
                  value={digits}
                  error={Boolean(keypadError)}
                  onChange={(value) => {
                    if (busy) return;
                    setDigits(value);
                    if (value) setKeypadError(null);
                  }}
                  onFill={(value) => {
                    if (!busy) void send(value);
                  }}
                />
              )}
            </div>
          )}

          {step === 'done' && result && (
            <div className="form" data-testid="subscribe-result">
              <div className="pl-result">
                <div className="pl-result-icon">✓</div>
                <p className="pl-confirm-amount">
                  {result.principal}
                  <small>{asset}</small>
                </p>
              </div>
              <div className="summary pl-summary">
                <div className="kv">
                  <span className="kv-key">{t('pledge.orderNo')}</span>
                  <span className="kv-value num">#{result.id}</span>
                </div>
                <div className="kv">
                  <span className="kv-key">{t('pledge.startDay')}</span>
                  <span className="kv-value num">{result.first_day}</span>
                </div>
                <div className="kv">
                  <span className="kv-key">{t('pledge.maturity')}</span>
                  <span className="kv-value num">{result.maturity_day ?? t('pledge.maturityFlexible')}</span>
                </div>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-block"
                data-testid="subscribe-view-orders"
                onClick={() => {
                  close();
                  void navigateTo({ url: '/pages/pledge/order' }).catch(() => undefined);
                }}
              >
                {t('pledge.viewOrders')}
              </button>
              <button type="button" className="btn btn-block" onClick={close} data-testid="subscribe-done">
                {t('pledge.done')}
              </button>
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}
