import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewPassword } from '../validation';
import { PasswordField } from './account-fields';

/** A new login password and its repeat as typed; `rules()` checks them (for `useAccountFieldErrors().check`). */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  return { password, repeat, setPassword, setRepeat, rules: () => checkNewPassword(password, repeat) };
}

/** The fields of a new login password and its repeat (register, reset and change password); `onEdit` hears which one changed. */
export function NewPasswordFields({
  label,
  value,
  errors,
  onEdit,
}: {
  label: string;
  value: ReturnType<typeof useNewPassword>;
  errors: { password?: string; repeat?: string };
  onEdit?: (field: 'password' | 'repeat') => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id="password"
        label={label}
        error={errors.password}
        hint={t('account.passwordHint')}
        value={value.password}
        onChange={(typed) => {
          value.setPassword(typed);
          onEdit?.('password');
        }}
        autoComplete="new-password"
      />
      <PasswordField
        id="repeat"
        label={t('account.passwordRepeat')}
        error={errors.repeat}
        value={value.repeat}
        onChange={(typed) => {
          value.setRepeat(typed);
          onEdit?.('repeat');
        }}
        placeholder={t('account.passwordRepeatPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
