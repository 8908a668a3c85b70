import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

/** A new login password and its repeat (register, reset password); `checkNewPassword` holds their rules. */
export function NewPasswordFields({
  label,
  password,
  onPassword,
  repeat,
  onRepeat,
  errors,
}: {
  label: string;
  password: string;
  onPassword: (value: string) => void;
  repeat: string;
  onRepeat: (value: string) => void;
  errors: { password?: string; repeat?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id="password"
        label={label}
        error={errors.password}
        hint={t('account.passwordHint')}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
      />
      <PasswordField
        id="repeat"
        label={t('account.passwordRepeat')}
        error={errors.repeat}
        value={repeat}
        onChange={onRepeat}
        placeholder={t('account.passwordRepeatPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
