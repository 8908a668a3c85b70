import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { reLaunch } from '../../../runtime/navigation';
import { usePageQuery } from '../../../runtime/page-query';
import { useToken } from '../../../runtime/session';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { PageLink } from '../../../shared/ui/page-link';
import { useLogin } from '../api/login';
import { PasswordField, useAccountFieldErrors } from '../components/account-fields';
import { checkAccount, checkPassword, safeRedirect } from '../validation';

type FieldName = 'account' | 'password';

// Only members with the second factor on need it: fetched when the password step asks for a code.
const LoginCodeStep = lazy(() => import('../components/login-code-step'));

export default function LoginPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { errors, check, refused } = useAccountFieldErrors<FieldName>();
  const login = useLogin();
  const redirect = query.get('redirect');
  const token = useToken();
  const [ticket, setTicket] = useState<string | null>(null);
  // reLaunch: Back must not return to the login form.
  const done = () => reLaunch({ url: safeRedirect(redirect) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only presence here: the server answers an unknown account and a wrong password alike.
    if (!check({ account: checkAccount(account), password: password ? null : checkPassword(password) })) return;
    try {
      const answer = await login.mutateAsync({ account: account.trim(), password, remember });
      if ('ticket' in answer) setTicket(answer.ticket);
      else await done();
    } catch (error) {
      refused(error, { account: 'account', password: 'password' });
    }
  };

  // Already signed in (and not mid-login): straight on to where the member was going.
  if (token && !login.isPending && !login.isSuccess) return <Navigate replace to={safeRedirect(redirect)} />;

  if (ticket) {
    return (
      <div className="auth-page">
        <Suspense fallback={null}>
          <LoginCodeStep ticket={ticket} onDone={done} onBack={() => setTicket(null)} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <div className="auth-brand">
        <span className="bar-logo">MCC</span>
        <p className="muted">{t('account.welcome')}</p>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          id="account"
          label={t('account.account')}
          error={errors.account}
          name="account"
          autoComplete="username"
          placeholder={t('account.accountPlaceholder')}
          value={account}
          maxLength={254}
          onChange={setAccount}
        />
        <PasswordField id="password" label={t('account.password')} error={errors.password} value={password} onChange={setPassword} />
        <label className="check">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>{t('account.staySignedIn')}</span>
        </label>
        <Button type="submit" variant="primary" block disabled={login.isPending}>
          {t('account.loginButton')}
        </Button>
        <div className="form-links">
          <PageLink to="/pages/register/register">{t('account.goRegister')}</PageLink>
          <PageLink to="/pages/findPwd/findPwd">{t('account.forgot')}</PageLink>
        </div>
        <ButtonLink to="/pages/register/tpregister" variant="ghost" block>
          {t('account.walletSignIn')}
        </ButtonLink>
      </form>
    </div>
  );
}
