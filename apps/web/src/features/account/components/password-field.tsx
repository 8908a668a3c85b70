import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabelledText, TextField } from '../../../shared/ui/text-field';
import { PASSWORD_MAX } from '../validation';

/** A labelled login-password field with a show/hide toggle; `id` is also the input's name, the placeholder the usual one unless given. */
export function PasswordField({
  autoComplete = 'current-password',
  placeholder,
  ...field
}: LabelledText & { placeholder?: string; autoComplete?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...field}
      name={field.id}
      placeholder={placeholder ?? t('account.passwordPlaceholder')}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX}
    >
      <button type="button" className="copy-button" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
        {t(visible ? 'account.hide' : 'account.show')}
      </button>
    </TextField>
  );
}
