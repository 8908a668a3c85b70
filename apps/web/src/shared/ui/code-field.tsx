import { sanitizeCode } from '../../runtime/countdown';
import { CodeButton } from './code-button';
import { type LabelledText, TextField } from './field';

/** A 6-digit code field (digits only) with its send button; `onSend` resolves true when a code went out. */
export function CodeField({
  onSend,
  sendDisabled,
  ...field
}: LabelledText & { placeholder: string; onSend: () => Promise<boolean>; sendDisabled?: boolean }) {
  return (
    <TextField
      {...field}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      onChange={(typed) => field.onChange(sanitizeCode(typed))}
    >
      <CodeButton disabled={sendDisabled} onSend={onSend} />
    </TextField>
  );
}
