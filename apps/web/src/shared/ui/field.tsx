import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled form field with its error under it. */
export function Field({
  label,
  error,
  hint,
  children,
  htmlFor,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor?: string;
}) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="field-box">{children}</div>
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="field-hint">{hint}</div>
      )}
    </div>
  );
}

/** What every labelled one-line field takes: its input's id, the label, the error or hint under it, the text and its change. */
export interface LabelledText {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof LabelledText | 'children'>;

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
}: LabelledText & InputProps & { children?: ReactNode }) {
  return (
    <Field label={label} error={error} hint={hint} htmlFor={id}>
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
      {children}
    </Field>
  );
}
