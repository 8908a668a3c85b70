import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../runtime/navigation';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { useChangePassword } from '../api/change-password';
import { PasswordField, useAccountFieldErrors } from '../components/account-fields';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';

type FieldName = 'current' | 'password' | 'repeat';

/** A new login password with the current one; the other devices are signed out and withdrawals pause. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const { errors, check, refused, clear } = useAccountFieldErrors<FieldName>();
  const change = useChangePassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check({ current: current ? null : 'passwordRequired', ...newPassword.rules() })) return;
    try {
      await change.mutateAsync({ oldpassword: current, newpassword: newPassword.password });
      void showToast({ title: t('security.changed'), icon: 'success' });
      await navigateBack({ fallback: '/pages/user/user' });
    } catch (error) {
      refused(error, { oldpassword: 'current', newpassword: 'password' });
    }
  };

  return (
    <div className="auth-page">
      <form className="form" onSubmit={submit} noValidate data-testid="change-password-form">
        <PasswordField
          id="current-password"
          label={t('security.currentPassword')}
          error={errors.current}
          value={current}
          onChange={(value) => {
            setCurrent(value);
            clear('current');
          }}
          placeholder={t('security.currentPasswordPlaceholder')}
        />
        <NewPasswordFields label={t('security.newPassword')} value={newPassword} errors={errors} onEdit={clear} />
        <p className="muted small">{t('security.changeNote')}</p>
        <Button type="submit" variant="primary" block disabled={change.isPending} data-testid="change-password-submit">
          {t('security.changeButton')}
        </Button>
      </form>
    </div>
  );
}
