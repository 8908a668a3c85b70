import { useTranslation } from 'react-i18next';
import { Field } from '../../../shared/ui/field';
import { PasswordInput } from './password-input';

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
      <Field label={label} error={errors.password} hint={t('account.passwordHint')} htmlFor="password">
        <PasswordInput
          id="password"
          value={password}
          onChange={onPassword}
          placeholder={t('account.passwordPlaceholder')}
          autoComplete="new-password"
        />
      </Field>
      <Field label={t('account.passwordRepeat')} error={errors.repeat} htmlFor="repeat">
        <PasswordInput
          id="repeat"
          value={repeat}
          onChange={onRepeat}
          placeholder={t('account.passwordRepeatPlaceholder')}
          autoComplete="new-password"
        />
      </Field>
    </>
  );
}
