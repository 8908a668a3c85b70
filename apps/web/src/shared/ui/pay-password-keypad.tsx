import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef } from 'react';

/**
 * The 6-digit pay password on the app's own number keypad (no system keyboard, digits hidden).
 * It opens focused; `onFill` receives the six digits. The keypad slides up over the bottom of the
 * screen, so the cells keep room below them to stay in view.
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
  useEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <div className="pay-password-keypad" data-testid={testId} style={{ display: 'flex', justifyContent: 'center', paddingBottom: '15rem' }}>
      <PasscodeInput
        ref={input}
        length={6}
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
