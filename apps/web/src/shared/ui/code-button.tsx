import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../runtime/countdown';

/**
 * The send-code button of a 6-digit code field: 获取验证码 → X秒重新获取 (60 s) → 重新获取.
 * `onSend` resolves true when a code went out; only then does the countdown start.
 */
export function CodeButton({ onSend, disabled }: { onSend: () => Promise<boolean>; disabled?: boolean }) {
  const { t } = useTranslation();
  const { running, start, label } = useCountdown();
  const [sending, setSending] = useState(false);
  const text = label.key === 'runtime.resendIn' ? t(label.key, { seconds: label.seconds }) : t(label.key);
  return (
    <button
      type="button"
      className="code-button"
      data-testid="code-button"
      disabled={disabled || running || sending}
      onClick={async () => {
        setSending(true);
        try {
          if (await onSend()) start();
        } finally {
          setSending(false);
        }
      }}
    >
      {text}
    </button>
  );
}
