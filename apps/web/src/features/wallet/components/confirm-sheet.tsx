import { Popup } from 'antd-mobile';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { isUncertain } from '../../../shared/money-attempt';
import { PageLink } from '../../../shared/ui/page-link';
import { PayPasswordKeypad } from '../../../shared/ui/pay-password-keypad';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';

export interface ConfirmRow {
  label: ReactNode;
  value: ReactNode;
  /** The line the member should read twice (what arrives, what leaves). */
  strong?: boolean;
  testId?: string;
}

type Step = 'review' | 'paypwd';

/**
 * The confirm step of every money action: the amount, the fee, what arrives and to whom, then the
 * pay password on the keypad. `onConfirm` sends the action; it resolves when the server accepted.
 * A refusal about the pay password keeps the keypad open; another refusal closes the sheet and goes
 * to `onRefused` (the page marks the field). When the outcome is unknown (network, time-out) the
 * sheet offers a retry of the same attempt, which the server answers once.
 */
export function ConfirmSheet({
  visible,
  title,
  amount,
  rows,
  payPassword,
  payPasswordSet,
  onConfirm,
  onRefused,
  onClose,
}: {
  visible: boolean;
  title: ReactNode;
  amount: { value: string; asset: string };
  rows: ConfirmRow[];
  /** The action needs the pay password. */
  payPassword: boolean;
  /** Whether the member has set one (undefined while unknown). */
  payPasswordSet?: boolean;
  onConfirm: (paypwd: string) => Promise<void>;
  onRefused?: (error: RequestError) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('review');
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uncertain, setUncertain] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastPaypwd = useRef('');

  const reset = () => {
    setStep('review');
    setDigits('');
    setError(null);
    setUncertain(false);
    setBusy(false);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = async (paypwd: string) => {
    lastPaypwd.current = paypwd;
    setBusy(true);
    setError(null);
    setUncertain(false);
    try {
      await onConfirm(paypwd);
      reset();
    } catch (cause) {
      setBusy(false);
      if (isUncertain(cause)) {
        setUncertain(true);
        return;
      }
      if (cause instanceof RequestError && cause.code === 0) {
        if (cause.field === 'paypwd') {
          setDigits('');
          setError(cause.message);
          return;
        }
        void showToast({ title: cause.message });
        reset();
        onRefused?.(cause);
        onClose();
        return;
      }
      if (cause instanceof RequestError && cause.code === 401) {
        reset();
        onClose();
        return;
      }
      setError(t('wallet.unexpectedError'));
    }
  };

  const canPay = !payPassword || payPasswordSet !== false;

  return (
    <Popup visible={visible} onMaskClick={close} bodyStyle={sheetBodyStyle('92vh')}>
      <div className="sheet" data-testid="confirm-sheet">
        <h3 className="sheet-title">{step === 'review' || uncertain ? title : t('wallet.enterPayPassword')}</h3>
        <p className="confirm-amount" data-testid="confirm-amount">
          {amount.value}
          <small>{amount.asset}</small>
        </p>
        {step === 'review' && (
          <div className="form">
            <div className="summary">
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list per action
                <div className={row.strong ? 'kv kv-strong' : 'kv'} key={i} data-testid={row.testId}>
                  <span className="kv-key">{row.label}</span>
                  <span className="kv-value">{row.value}</span>
                </div>
              ))}
            </div>
            {error && <p className="sheet-error">{error}</p>}
            {uncertain && <p className="sheet-note">{t('wallet.uncertain')}</p>}
            {!canPay && (
              <div className="wallet-banner">
                <span>{t('wallet.payPasswordMissing')}</span>
                <PageLink to="/pages/user/user">{t('wallet.setPayPassword')} ›</PageLink>
              </div>
            )}
            <button
              type="button"
              className="btn btn-primary btn-block"
              data-testid="confirm-button"
              disabled={busy || !canPay}
              onClick={() => {
                if (uncertain) void submit(lastPaypwd.current);
                else if (payPassword) setStep('paypwd');
                else void submit('');
              }}
            >
              {busy ? t('wallet.sending') : uncertain ? t('wallet.retrySame') : t('common.confirm')}
            </button>
            <button type="button" className="btn btn-block" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </button>
          </div>
        )}
        {step === 'paypwd' && (
          <div className="form">
            {error && (
              <p className="sheet-error" role="alert" data-testid="sheet-error">
                {error}
              </p>
            )}
            {uncertain && (
              <>
                <p className="sheet-note" data-testid="sheet-uncertain">
                  {t('wallet.uncertain')}
                </p>
                <button type="button" className="btn btn-primary btn-block" onClick={() => void submit(lastPaypwd.current)}>
                  {t('wallet.retrySame')}
                </button>
              </>
            )}
            {busy && <p className="sheet-note">{t('wallet.sending')}</p>}
            {!uncertain && (
              <PayPasswordKeypad
                value={digits}
                error={Boolean(error)}
                onChange={(value) => {
                  if (busy) return;
                  setDigits(value);
                  if (value) setError(null);
                }}
                onFill={(value) => {
                  if (!busy) void submit(value);
                }}
              />
            )}
          </div>
        )}
      </div>
    </Popup>
  );
}
