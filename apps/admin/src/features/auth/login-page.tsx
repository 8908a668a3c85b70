import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../lib/api';
import { setToken } from '../../lib/session';
import { login } from './api';

interface LoginForm {
  username: string;
  password: string;
}

export function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();

  const submit = async ({ username, password }: LoginForm) => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await login(username.trim(), password);
      setToken(token);
      queryClient.clear();
      const redirect = params.get('redirect');
      navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/', { replace: true });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-screen">
      <Card className="login-card" data-testid="login-card">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          MCC Console
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in with your operator account.</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
          <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Enter your username' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign in
          </Button>
        </Form>
      </Card>
    </div>
  );
}
