import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { CODE_NETWORK, RequestError } from '../../runtime/request';
import { setToastView } from '../../runtime/toast';
import { byTestId, render } from '../../test-render';
import { ConfirmSheet } from './confirm-sheet';

const rows = [{ label: '手续费', value: '1.00 USDT' }];

async function click(element: Element) {
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Presses digits on antd-mobile's number keyboard, which the keypad opens. */
async function typeDigits(digits: string) {
  for (const digit of digits) {
    const key = [...document.querySelectorAll('.adm-number-keyboard-key')].find((k) => k.textContent === digit);
    if (!key) throw new Error(`no key ${digit}`);
    await act(async () => {
      key.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      key.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      (key as HTMLElement).click();
    });
  }
}

function sheet(props: Partial<Parameters<typeof ConfirmSheet>[0]> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn().mockResolvedValue(undefined);
  return {
    onConfirm,
    ui: (
      <ConfirmSheet
        visible
        title="确认转账"
        amount={{ value: '20.00', asset: 'USDT' }}
        rows={rows}
        payPassword={false}
        onClose={() => undefined}
        {...props}
        onConfirm={onConfirm}
      />
    ),
  };
}

describe('confirm sheet', () => {
  setToastView({ show: () => undefined, clear: () => undefined });
  // jsdom has no layout; antd-mobile's passcode input scrolls its cell into view after focus.
  Element.prototype.scrollIntoView ??= () => undefined;

  it('shows the amount and rows, and confirms an action without a pay password at once', async () => {
    const { ui, onConfirm } = sheet();
    await render(ui);
    expect(byTestId(document, 'confirm-amount').textContent).toBe('20.00USDT');
    expect(byTestId(document, 'confirm-sheet').textContent).toContain('1.00 USDT');
    await click(byTestId(document, 'confirm-button'));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('offers a retry of the same attempt when the outcome is unknown', async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new RequestError(CODE_NETWORK, 'network error')).mockResolvedValueOnce(undefined);
    await render(sheet({ onConfirm }).ui);
    await click(byTestId(document, 'confirm-button'));
    expect(byTestId(document, 'confirm-button').textContent).toBe('重试');
    await click(byTestId(document, 'confirm-button'));
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('hands a refusal about a form field back to the page and closes', async () => {
    const onRefused = vi.fn();
    const onClose = vi.fn();
    const refusal = new RequestError(0, '最低转账金额为 1.00 USDT', { field: 'amount' });
    await render(sheet({ onConfirm: vi.fn().mockRejectedValue(refusal), onRefused, onClose }).ui);
    await click(byTestId(document, 'confirm-button'));
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the keypad open with the message when the pay password is wrong, then sends the next six digits', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new RequestError(0, '支付密码错误，还可尝试 4 次', { field: 'paypwd' }))
      .mockResolvedValueOnce(undefined);
    await render(sheet({ payPassword: true, payPasswordSet: true, onConfirm }).ui);
    await click(byTestId(document, 'confirm-button'));
    expect(byTestId(document, 'pay-password-keypad')).toBeTruthy();
    await typeDigits('111111');
    expect(onConfirm).toHaveBeenLastCalledWith('111111');
    expect(byTestId(document, 'sheet-error').textContent).toBe('支付密码错误，还可尝试 4 次');
    await typeDigits('258036');
    expect(onConfirm).toHaveBeenLastCalledWith('258036');
  });

  it('asks for a pay password to be set before an action that needs one', async () => {
    const { ui, onConfirm } = sheet({ payPassword: true, payPasswordSet: false });
    await render(ui);
    expect(byTestId(document, 'confirm-sheet').textContent).toContain('你还没有设置支付密码');
    expect(byTestId(document, 'confirm-button')).toHaveProperty('disabled', true);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
