import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { codeButtonLabel, sanitizeCode } from '../../runtime/countdown';
import { byTestId, render } from '../../test-render';
import { CodeButton } from './code-button';

describe('verification code button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('labels 获取验证码, X秒重新获取, 重新获取', () => {
    expect(codeButtonLabel(0, false)).toEqual({ key: 'runtime.getCode' });
    expect(codeButtonLabel(59, true)).toEqual({ key: 'runtime.resendIn', seconds: 59 });
    expect(codeButtonLabel(0, true)).toEqual({ key: 'runtime.resend' });
  });

  it('keeps 6 digits of a typed code', () => {
    expect(sanitizeCode('12a34 5678')).toBe('123456');
  });

  it('counts 60 s down after a successful send, then offers 重新获取', async () => {
    const send = vi.fn().mockResolvedValue(true);
    const button = byTestId(await render(<CodeButton onSend={send} />), 'code-button');
    expect(button.textContent).toBe('获取验证码');
    await act(async () => {
      button.click();
    });
    expect(button.textContent).toBe('60秒重新获取');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('59秒重新获取');
    for (let i = 0; i < 59; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(button.textContent).toBe('重新获取');
    expect(button).toHaveProperty('disabled', false);
  });

  it('does not count down when the send was refused', async () => {
    const button = byTestId(await render(<CodeButton onSend={() => Promise.resolve(false)} />), 'code-button');
    await act(async () => {
      button.click();
    });
    expect(button.textContent).toBe('获取验证码');
  });
});
