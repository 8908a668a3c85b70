import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { type LabelledText, TextField } from '../../../shared/ui/field';
import { type FieldError, PASSWORD_MAX } from '../validation';

// The account forms' fields: the errors shown under each field, and the login-password field.

/**
 * The account forms' field errors as shown: a rule broken before sending (in its `account.errors` text),
 * or the server's msg for the field it named. (Forms without these rules keep theirs with `useFieldErrors`.)
 */
export function useAccountFieldErrors<K extends string>() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  /** Shows every broken rule; true when there is none. */
  const check = useCallback(
    (rules: Partial<Record<K, FieldError>>) => {
      const shown: Partial<Record<K, string>> = {};
      for (const [field, error] of Object.entries(rules) as [K, FieldError][]) {
        if (error) shown[field] = t(`account.errors.${error}`);
      }
      setErrors(shown);
      return Object.keys(shown).length === 0;
    },
    [t],
  );

  /** Puts a refusal's msg under the form field matching the server's `data.field` (the toast already said it). */
  const refused = useCallback((error: unknown, fields: Partial<Record<string, K>>) => {
    const field = error instanceof RequestError && error.field ? fields[error.field] : undefined;
    if (field) setErrors((current) => ({ ...current, [field]: (error as RequestError).message }));
  }, []);

  const clear = useCallback((field: K) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);

  return { errors, check, refused, clear };
}

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
