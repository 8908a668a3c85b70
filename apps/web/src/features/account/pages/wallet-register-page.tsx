import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reLaunch } from '../../../runtime/navigation';
import { usePageQuery } from '../../../runtime/page-query';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { signIn } from '../api/sign-in';
import { requestSignInMessage, walletLogin, walletRegister } from '../api/wallet-sign-in';
import { RegisterForm } from '../components/register-form';
import { safeRedirect, shortAddress } from '../validation';
import { connectWallet, injectedWallet, signWithWallet } from '../wallet-connect';

type Step = { name: 'connect' } | { name: 'register'; ticket: string; address: string };

/** Wallet sign-in: a linked wallet signs straight in; a new one registers with the wallet linked. */
export default function WalletRegisterPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = usePageQuery();
  const [step, setStep] = useState<Step>({ name: 'connect' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const wallet = injectedWallet();
  const redirect = query.get('redirect');
  const withRedirect = (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);

  const connect = async () => {
    if (!wallet) return;
    setBusy(true);
    setProblem(null);
    try {
      const { address, chainId } = await connectWallet(wallet);
      const { message } = await requestSignInMessage(address, chainId);
      const signature = await signWithWallet(wallet, address, message);
      const result = await walletLogin(message, signature);
      if (result.userinfo) {
        signIn(queryClient, result.userinfo);
        await reLaunch({ url: safeRedirect(query.get('redirect')) });
      } else {
        setStep({ name: 'register', ticket: result.ticket, address: result.address });
      }
    } catch (error) {
      // The request layer has shown a server refusal; a wallet's own refusal is said here.
      if (!(error instanceof RequestError)) setProblem(t('account.walletRefused'));
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'register') {
    return (
      <div className="auth-page">
        <Card>
          <div className="row">
            <span className="muted">{t('account.walletConnected')}</span>
            <span className="chip num" data-testid="wallet-address">
              {shortAddress(step.address)}
            </span>
          </div>
        </Card>
        <p className="muted small">{t('account.walletRegisterLead')}</p>
        <RegisterForm
          initialInvite={query.get('invite') ?? ''}
          submitLabel={t('account.registerButton')}
          onSubmit={async (body) => {
            const { userinfo } = await walletRegister({ ...body, ticket: step.ticket });
            signIn(queryClient, userinfo);
            void showToast({ title: t('account.registered'), icon: 'success' });
            await reLaunch({ url: '/' });
          }}
        />
      </div>
    );
  }

  return (
    <div className="auth-page">
      <Card title={t('account.walletSignIn')}>
        <p className="muted">{t('account.walletLead')}</p>
        {wallet ? (
          <Button variant="primary" block onClick={connect} disabled={busy} data-testid="connect-wallet">
            {t('account.connectWallet')}
          </Button>
        ) : (
          <p className="banner" data-testid="no-wallet">
            {t('walletHelp.needs')}
          </p>
        )}
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </Card>
      <h2 className="section-title">{t('walletHelp.otherWays')}</h2>
      <div className="form" data-testid="other-ways">
        <ButtonLink to={withRedirect('/pages/login/login')} variant="primary" block>
          {t('walletHelp.passwordLogin')}
        </ButtonLink>
        <ButtonLink to={withRedirect('/pages/register/register')} block>
          {t('walletHelp.contactRegister')}
        </ButtonLink>
      </div>
    </div>
  );
}
