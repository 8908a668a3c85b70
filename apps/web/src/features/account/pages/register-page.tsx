import { useTranslation } from 'react-i18next';
import { reLaunch } from '../../../runtime/navigation';
import { usePageQuery } from '../../../runtime/page-query';
import { showToast } from '../../../runtime/toast';
import { useRegister } from '../api/register';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const register = useRegister();
  return (
    <div className="auth-page">
      <div className="auth-brand">
        <h2 className="auth-title">{t('account.registerTitle')}</h2>
        <p className="muted">{t('account.registerLead')}</p>
      </div>
      <RegisterForm
        initialInvite={query.get('invite') ?? ''}
        submitLabel={t('account.registerButton')}
        onSubmit={async (body) => {
          await register.mutateAsync(body);
          void showToast({ title: t('account.registered'), icon: 'success' });
          await reLaunch({ url: '/' });
        }}
      />
    </div>
  );
}
