import type { ReactNode } from 'react';
import { sanitizeCode } from '../../runtime/countdown';
import { CodeButton } from './code-button';
import { TextField } from './text-field';

/** A 6-digit code field (digits only) with its send button; `onSend` resolves true when a code went out. */
export function CodeField({
  id,
  label,
  placeholder,
  value,
  onChange,
  onSend,
  sendDisabled,
  error,
  hint,
}: {
  id: string;
  label: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<boolean>;
  sendDisabled?: boolean;
  error?: string | null;
  hint?: ReactNode;
}) {
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      hint={hint}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={placeholder}
      value={value}
      maxLength={6}
      onChange={(typed) => onChange(sanitizeCode(typed))}
    >
      <CodeButton disabled={sendDisabled} onSend={onSend} />
    </TextField>
  );
}
