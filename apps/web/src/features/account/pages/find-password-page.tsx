import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../../runtime/navigation';
import { clearToken } from '../../../runtime/session';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useResetPassword } from '../api/reset-password';
import { ContactCodeFields, type ContactKind } from '../components/contact-code-fields';
import { PasswordInput } from '../components/password-input';
import { useFieldErrors } from '../components/use-field-errors';
import { checkCode, checkEmail, checkMobile, checkPassword, checkPasswordRepeat } from '../validation';

type FieldName = 'contact' | 'code' | 'password' | 'repeat';

export default function FindPasswordPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [contactError, setContactError] = useState<string | undefined>();
  const { errors, check, refused } = useFieldErrors<FieldName>();
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setContactError(undefined);
    const ok = check({
      contact: kind === 'mobile' ? checkMobile(contact) : checkEmail(contact),
      code: checkCode(code),
      password: checkPassword(password),
      repeat: checkPassword(password) ? null : checkPasswordRepeat(password, repeat),
    });
    if (!ok) return;
    try {
      await reset.mutateAsync({
        type: kind,
        code,
        newpassword: password,
        ...(kind === 'mobile' ? { mobile: contact.trim() } : { email: contact.trim() }),
      });
      // Every session of the member ended with the reset, this one too.
      clearToken();
      void showToast({ title: t('account.passwordReset'), icon: 'success' });
      await redirectTo({ url: '/pages/login/login' });
    } catch (error) {
      refused(error, { mobile: 'contact', email: 'contact', code: 'code', newpassword: 'password' });
    }
  };

  return (
    <div className="auth-page">
      <form className="form" onSubmit={submit} noValidate>
        <ContactCodeFields
          kind={kind}
          onKind={setKind}
          contact={contact}
          onContact={setContact}
          code={code}
          onCode={setCode}
          event="resetpwd"
          errors={{ contact: contactError ?? errors.contact, code: errors.code }}
          onContactError={setContactError}
        />
        <Field label={t('account.newPassword')} error={errors.password} hint={t('account.passwordHint')} htmlFor="password">
          <PasswordInput
            id="password"
            value={password}
            onChange={setPassword}
            placeholder={t('account.passwordPlaceholder')}
            autoComplete="new-password"
          />
        </Field>
        <Field label={t('account.passwordRepeat')} error={errors.repeat} htmlFor="repeat">
          <PasswordInput
            id="repeat"
            value={repeat}
            onChange={setRepeat}
            placeholder={t('account.passwordRepeatPlaceholder')}
            autoComplete="new-password"
          />
        </Field>
        <Button type="submit" variant="primary" block disabled={reset.isPending}>
          {t('account.resetButton')}
        </Button>
      </form>
    </div>
  );
}
