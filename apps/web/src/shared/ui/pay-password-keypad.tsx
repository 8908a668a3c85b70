import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

const LENGTH = 6;

/** Whether a key press belongs to another field (a text box the member is typing in). */
function typingElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target || target.closest('.pay-password-keypad')) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The 6-digit pay password on the app's own number keypad (no system keyboard, digits hidden).
 * It opens focused; `onFill` receives the six digits. A physical keyboard works too: its digits
 * type and Backspace deletes. The keypad slides up over the bottom of the screen, so the cells keep
 * room below them to stay in view.
 */
export function PayPasswordKeypad({
  value,
  onChange,
  onFill,
  error,
  testId = 'pay-password-keypad',
}: {
  value: string;
  onChange: (value: string) => void;
  onFill: (value: string) => void;
  error?: boolean;
  testId?: string;
}) {
  const input = useRef<PasscodeInputRef>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // Layout effects: the keypad listens from the moment it is on the screen, so the first digits a fast
  // typist presses as it appears (or as the repeat step replaces the first) are not lost.
  useLayoutEffect(() => {
    input.current?.focus();
  }, []);
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingElsewhere(event)) return;
      const { value: now, onChange: change } = latest.current;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        if (now.length >= LENGTH) return;
        // The six-digit value reaches onFill through PasscodeInput, as a tap on the keypad does.
        latest.current.value = now + event.key;
        change(latest.current.value);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        if (!now) return;
        latest.current.value = now.slice(0, -1);
        change(latest.current.value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="pay-password-keypad" data-testid={testId} style={{ display: 'flex', justifyContent: 'center', paddingBottom: '15rem' }}>
      <PasscodeInput
        ref={input}
        length={LENGTH}
        plain={false}
        seperated
        value={value}
        error={error}
        keyboard={<NumberKeyboard showCloseButton={false} />}
        onChange={onChange}
        onFill={onFill}
      />
    </div>
  );
}
