import { useCallback, useEffect, useState } from 'react';

export const CODE_COUNTDOWN_SECONDS = 60;
export const CODE_LENGTH = 6;

export type CodeButtonLabel = { key: 'runtime.getCode' } | { key: 'runtime.resendIn'; seconds: number } | { key: 'runtime.resend' };

/** 获取验证码 before the first send, X秒重新获取 while counting, 重新获取 after. */
export function codeButtonLabel(secondsLeft: number, sentOnce: boolean): CodeButtonLabel {
  if (secondsLeft > 0) return { key: 'runtime.resendIn', seconds: secondsLeft };
  return sentOnce ? { key: 'runtime.resend' } : { key: 'runtime.getCode' };
}

/** Keeps only digits, at most 6. */
export function sanitizeCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function useCountdown(seconds = CODE_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => {
    setSentOnce(true);
    setLeft(seconds);
  }, [seconds]);
  return { secondsLeft: left, running: left > 0, start, label: codeButtonLabel(left, sentOnce) };
}
