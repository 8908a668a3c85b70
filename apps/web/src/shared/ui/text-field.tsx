import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>;

/** A labelled one-line input: `onChange` gets the text as typed; `children` sit beside it in the box (a unit, an action). */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  children,
  ...input
}: InputProps & {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint} htmlFor={id}>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
      {children}
    </Field>
  );
}
