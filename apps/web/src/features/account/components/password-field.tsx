import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/ui/text-field';
import { PASSWORD_MAX } from '../validation';

/** A labelled login-password field with a show/hide toggle; `id` is also the input's name. */
export function PasswordField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  placeholder,
  autoComplete = 'current-password',
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      hint={hint}
      name={id}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      maxLength={PASSWORD_MAX}
      onChange={onChange}
    >
      <button type="button" className="copy-button" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
        {t(visible ? 'account.hide' : 'account.show')}
      </button>
    </TextField>
  );
}
