import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu, Result, Spin, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useConfirmAction } from '../components/use-confirm-action';
import { logout } from '../features/auth/api';
import { ChangePasswordModal } from '../features/auth/change-password-modal';
import { TotpModal } from '../features/auth/totp-modal';
import { roleLabel } from '../lib/format';
import { useCan, useMe } from '../lib/me';
import { clearToken, getToken } from '../lib/session';
import { activeNav, navItems } from './nav';

/** The signed-in frame: menu by permission, the operator, their password and sign-out in the header, the page. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirmAction();
  const me = useMe();
  const can = useCan();
  const [changingPassword, setChangingPassword] = useState(false);
  const [totpOpen, setTotpOpen] = useState(false);
  const { t } = useTranslation();

  if (!getToken()) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.isPending) return <Spin fullscreen />;
  if (me.isError || !me.data) {
    return (
      <Result
        status="error"
        title={t('shell.loadFailed')}
        subTitle={me.error?.message}
        extra={<Button onClick={() => me.refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  }

  const items = navItems.filter((item) => can(item.permission)).map((item) => ({ key: item.path, label: t(item.label) }));

  const signOut = () =>
    confirm({
      title: t('shell.signOutTitle'),
      okText: t('shell.signOut'),
      success: t('shell.signedOut'),
      action: async () => {
        try {
          await logout();
        } finally {
          clearToken();
          queryClient.clear();
          navigate('/login', { replace: true });
        }
      },
    });

  return (
    <Layout className="shell" hasSider>
      <Layout.Sider width={220} theme="dark" breakpoint="md" collapsedWidth={0}>
        <div className="shell-sider-inner">
          <div className="shell-brand">{t('shell.brand')}</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[activeNav(location.pathname)]}
            items={items}
            onClick={({ key }) => navigate(key)}
            data-testid="nav"
          />
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell-header">
          <Flex justify="flex-end" align="center" gap={12} wrap style={{ minHeight: 64, paddingBlock: 8 }}>
            <LanguageSwitch />
            <Typography.Text data-testid="operator-name">{me.data.username}</Typography.Text>
            <Tag color="blue">{roleLabel(me.data.role)}</Tag>
            <Button onClick={() => setChangingPassword(true)} data-testid="change-password">
              {t('shell.changePassword')}
            </Button>
            <Button onClick={() => setTotpOpen(true)} data-testid="totp-open">
              {t('totp.title')}
            </Button>
            <Button onClick={signOut} data-testid="sign-out">
              {t('shell.signOut')}
            </Button>
          </Flex>
          <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
          <TotpModal open={totpOpen} onClose={() => setTotpOpen(false)} />
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** Shows the page only to a role that holds its permission. */
export function Permitted({ permission, children }: { permission: string; children: React.ReactNode }) {
  const can = useCan();
  const { t } = useTranslation();
  if (!can(permission)) return <Result status="403" title={t('shell.forbiddenTitle')} subTitle={t('shell.forbiddenText')} />;
  return <>{children}</>;
}
