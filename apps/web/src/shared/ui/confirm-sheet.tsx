import { Popup } from 'antd-mobile';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../runtime/request';
import { showToast } from '../../runtime/toast';
import { isUncertain } from '../money-attempt';
import { Button } from './button';
import { KeyValueList, type KeyValueRow } from './key-value';
import { PayPasswordBanner } from './pay-password-banner';
import { PayPasswordKeypad } from './pay-password-keypad';
import { sheetBodyStyle } from './sheet-style';
import './money.css';

export interface MoneyConfirmProps {
  title: ReactNode;
  /** The figure the action is about, large at the top. */
  amount: { value: string; asset: string };
  /** What leaves, the fee, what arrives and to whom. */
  rows: KeyValueRow[];
  /** A line under the rows (where the money goes, when it comes back). */
  note?: ReactNode;
  /** The action needs the pay password. */
  payPassword: boolean;
  /** Whether the member has set one (undefined while unknown). */
  payPasswordSet?: boolean;
  /** Sends the action; resolves when the server accepted it. */
  onConfirm: (paypwd: string) => Promise<void>;
  /** A refusal other than the pay password, after the sheet left the confirm step: the page marks its field. */
  onRefused?: (error: RequestError) => void;
  /** Toast a refusal's message too (off for a page that shows every refusal itself). */
  toastRefusal?: boolean;
  /** Leaves the confirm step: the second button, a refusal, a lost session. */
  onClose: () => void;
  /** The second button's word: "Cancel" unless a step comes before this one ("Back"). */
  closeLabel?: ReactNode;
  /** Told while an action is on its way, when nothing may close the step. */
  onBusyChange?: (busy: boolean) => void;
}

type Step = 'review' | 'paypwd';

/**
 * The confirm step of every money action: the amount and the rows, then the pay password on the
 * keypad. A refusal about the pay password keeps the keypad open; another refusal leaves the step
 * and goes to `onRefused` (the page marks the field). When the outcome is unknown (network,
 * time-out) it offers a retry of the same attempt, which the server answers once. It renders inside
 * a sheet: `ConfirmSheet` is the usual one, a sheet with its own steps (amount first) embeds it.
 */
export function MoneyConfirm({
  title,
  amount,
  rows,
  note,
  payPassword,
  payPasswordSet,
  onConfirm,
  onRefused,
  toastRefusal = true,
  onClose,
  closeLabel,
  onBusyChange,
}: MoneyConfirmProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('review');
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uncertain, setUncertain] = useState(false);
  const [busy, setBusyState] = useState(false);
  const lastPaypwd = useRef('');

  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange?.(value);
  };
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
        if (toastRefusal) void showToast({ title: cause.message });
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
      setError(t('money.unexpectedError'));
    }
  };

  const canPay = !payPassword || payPasswordSet !== false;

  return (
    <>
      <h3 className="sheet-title">{step === 'review' || uncertain ? title : t('money.enterPayPassword')}</h3>
      <p className="confirm-amount" data-testid="confirm-amount">
        {amount.value}
        <small>{amount.asset}</small>
      </p>
      {step === 'review' && (
        <div className="form">
          <div className="summary">
            <KeyValueList rows={rows} />
          </div>
          {note && <p className="muted small">{note}</p>}
          {error && <p className="sheet-error">{error}</p>}
          {uncertain && <p className="sheet-note">{t('money.uncertain')}</p>}
          {!canPay && <PayPasswordBanner />}
          <Button
            variant="primary"
            block
            data-testid="confirm-button"
            disabled={busy || !canPay}
            onClick={() => {
              if (uncertain) void submit(lastPaypwd.current);
              else if (payPassword) setStep('paypwd');
              else void submit('');
            }}
          >
            {busy ? t('money.sending') : uncertain ? t('money.retrySame') : t('common.confirm')}
          </Button>
          <Button block onClick={close} disabled={busy}>
            {closeLabel ?? t('common.cancel')}
          </Button>
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
                {t('money.uncertain')}
              </p>
              <Button variant="primary" block onClick={() => void submit(lastPaypwd.current)}>
                {t('money.retrySame')}
              </Button>
            </>
          )}
          {busy && <p className="sheet-note">{t('money.sending')}</p>}
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
    </>
  );
}

/**
 * A money action's confirm step in its own bottom sheet, over the page's form. It opens fresh each
 * time; a tap outside closes it unless the action is on its way.
 */
export function ConfirmSheet({ visible, onClose, ...props }: MoneyConfirmProps & { visible: boolean }) {
  const busy = useRef(false);
  return (
    <Popup
      visible={visible}
      destroyOnClose
      onMaskClick={() => {
        if (!busy.current) onClose();
      }}
      bodyStyle={sheetBodyStyle('92vh')}
    >
      <div className="sheet" data-testid="confirm-sheet">
        <MoneyConfirm
          {...props}
          onClose={onClose}
          onBusyChange={(value) => {
            busy.current = value;
          }}
        />
      </div>
    </Popup>
  );
}
