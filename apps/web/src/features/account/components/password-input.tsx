import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '../validation';

/** A password input with a show/hide toggle. */
export function PasswordInput({
  id,
  value,
  onChange,
  placeholder,
  autoComplete = 'current-password',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <input
        id={id}
        name={id}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        maxLength={PASSWORD_MAX}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="button" className="copy-button" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
        {t(visible ? 'account.hide' : 'account.show')}
      </button>
    </>
  );
}
