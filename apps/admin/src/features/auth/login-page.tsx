import type { AdminSessionData } from '@mcc/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useSubmitting } from '../../components/use-submitting';
import { setToken } from '../../lib/session';
import { login } from './api';
import { LoginSecondStep, type SecondStep } from './login-second-step';

interface LoginForm {
  username: string;
  password: string;
}

export function LoginPage() {
  const { busy, error, run } = useSubmitting();
  const [second, setSecond] = useState<SecondStep | null>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  const signedIn = ({ token }: AdminSessionData) => {
    setToken(token);
    queryClient.clear();
    const redirect = params.get('redirect');
    navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
  };

  const submit = ({ username, password }: LoginForm) =>
    run(async () => {
      const answer = await login(username.trim(), password);
      if ('totp_required' in answer) setSecond({ kind: 'code', ticket: answer.ticket });
      else if ('totp_enrol_required' in answer) setSecond({ kind: 'enrol', ticket: answer.ticket });
      else signedIn(answer);
    });

  return (
    <div className="login-screen">
      <Card className="login-card" data-testid="login-card">
        <Flex justify="space-between" align="start">
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {t('login.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        {second ? (
          <LoginSecondStep step={second} onSignedIn={signedIn} onBack={() => setSecond(null)} />
        ) : (
          <PasswordStep error={error} busy={busy} submit={submit} />
        )}
      </Card>
    </div>
  );
}

function PasswordStep({ error, busy, submit }: { error: string | null; busy: boolean; submit: (form: LoginForm) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item label={t('login.username')} name="username" rules={[{ required: true, message: t('login.usernameRequired') }]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
