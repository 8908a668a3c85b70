import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../../runtime/navigation';
import { clearToken } from '../../../runtime/session';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { useResetPassword } from '../api/reset-password';
import { useAccountFieldErrors } from '../components/account-fields';
import { CONTACT_CODE_FIELDS, ContactCodeFields, type ContactKind, useContactCode } from '../components/contact-code-fields';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';

type FieldName = 'contact' | 'code' | 'password' | 'repeat';

export default function FindPasswordPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const contactCode = useContactCode();
  const newPassword = useNewPassword();
  const { errors, check, refused } = useAccountFieldErrors<FieldName>();
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check({ ...contactCode.rules(kind), ...newPassword.rules() })) return;
    try {
      await reset.mutateAsync({ type: kind, code: contactCode.code, newpassword: newPassword.password, ...contactCode.target(kind) });
      // Every session of the member ended with the reset, this one too.
      clearToken();
      void showToast({ title: t('account.passwordReset'), icon: 'success' });
      await redirectTo({ url: '/pages/login/login' });
    } catch (error) {
      refused(error, { ...CONTACT_CODE_FIELDS, newpassword: 'password' });
    }
  };

  return (
    <div className="auth-page">
      <form className="form" onSubmit={submit} noValidate>
        <ContactCodeFields kind={kind} onKind={setKind} value={contactCode} event="resetpwd" errors={errors} />
        <NewPasswordFields label={t('account.newPassword')} value={newPassword} errors={errors} />
        <Button type="submit" variant="primary" block disabled={reset.isPending}>
          {t('account.resetButton')}
        </Button>
      </form>
    </div>
  );
}
