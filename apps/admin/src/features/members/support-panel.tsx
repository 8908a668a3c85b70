import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { ReasonField } from '../../components/reason-field';
import { formatTime, memberWho } from '../../lib/format';
import { type SupportActionName, supportStateQuery, useSupportAction } from './api';
import { MemberSessions } from './member-sessions';

interface Target {
  id: number;
  uid: string;
  nickname: string;
}

/** The actions in the order the panel shows them, with their texts and whether they are destructive. */
const actions: ReadonlyArray<{ name: SupportActionName; danger: boolean; testId: string }> = [
  { name: 'resetPassword', danger: true, testId: 'support-reset-password' },
  { name: 'resetPayPassword', danger: true, testId: 'support-reset-paypwd' },
  { name: 'resetTotp', danger: true, testId: 'support-reset-totp' },
  { name: 'endSessions', danger: true, testId: 'support-end-sessions' },
  { name: 'unlockLogin', danger: false, testId: 'support-unlock-login' },
  { name: 'unlockPayPassword', danger: false, testId: 'support-unlock-paypwd' },
];

/**
 * Support actions on a member (permission `members.support`): the member's sessions and locks as
 * they stand, and the actions, each confirmed with a reason that the audit log keeps and the
 * member's tip repeats. The operator never sees or sets a secret.
 */
export function SupportPanel({ member }: { member: Target }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const state = useQuery(supportStateQuery(member.id));
  const run = useSupportAction();
  const [open, setOpen] = useState<SupportActionName | null>(null);
  const who = memberWho(member);
  const s = state.data;

  const lock = (until: number | null) => (until === null ? t('support.notLocked') : t('support.lockedUntil', { time: formatTime(until) }));
  const channel = !s
    ? '—'
    : s.code_channel === 'sms'
      ? t('support.channelSms')
      : s.code_channel === 'email'
        ? t('support.channelEmail')
        : t('support.channelNone');

  const done = (name: SupportActionName, count: number): string => {
    switch (name) {
      case 'resetPassword':
        return t('support.resetPasswordDone', { count });
      case 'resetPayPassword':
        return t('support.resetPayPasswordDone');
      case 'resetTotp':
        return t('support.resetTotpDone');
      case 'endSessions':
        return t('support.endSessionsDone', { count });
      case 'unlockLogin':
        return t('support.unlockLoginDone', { count });
      case 'unlockPayPassword':
        return t('support.unlockPayPasswordDone');
    }
  };

  return (
    <Card title={t('support.title')} size="small" style={{ marginTop: 16 }} data-testid="support-panel">
      <Typography.Paragraph type="secondary">{t('support.intro')}</Typography.Paragraph>
      {state.isError && <Alert type="warning" showIcon title={state.error.message} style={{ marginBottom: 12 }} />}
      {state.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : s ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          data-testid="support-state"
          items={[
            { key: 'sessions', label: t('support.sessions'), children: <span data-testid="support-sessions">{s.sessions}</span> },
            {
              key: 'login',
              label: t('support.loginLock'),
              children: (
                <span data-testid="support-login-lock">
                  {lock(s.login_locked_until)}
                  {s.login_failures > 0 ? ` · ${t('support.loginFailures', { count: s.login_failures })}` : ''}
                </span>
              ),
            },
            {
              key: 'paypwd',
              label: t('support.payLock'),
              children: (
                <span data-testid="support-pay-lock">{s.pay_password_set ? lock(s.pay_password_locked_until) : t('members.notSet')}</span>
              ),
            },
            { key: 'channel', label: t('support.codeChannel'), children: channel },
            {
              key: 'totp',
              label: t('support.totp'),
              children: <span data-testid="support-totp">{s.totp_enabled ? t('support.totpOn') : t('support.totpOff')}</span>,
            },
            {
              key: 'hold',
              label: t('support.withdrawHold'),
              children: (
                <span data-testid="support-withdraw-hold">{s.withdraw_hold_until ? lock(s.withdraw_hold_until) : t('support.noHold')}</span>
              ),
            },
          ]}
        />
      ) : null}
      {s && <MemberSessions sessions={s.session_list} />}
      <Space wrap style={{ marginTop: 8 }}>
        {actions.map((a) => (
          <Button key={a.name} danger={a.danger} onClick={() => setOpen(a.name)} data-testid={a.testId}>
            {t(`support.${a.name}`)}
          </Button>
        ))}
      </Space>
      {open && (
        <FormModal<{ reason: string }>
          open
          onClose={() => setOpen(null)}
          title={t('support.confirmTitle', { action: t(`support.${open}`), who })}
          summary={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>{t(`support.${open}Summary`)}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('support.tipNote')}</Typography.Text>
            </>
          }
          okText={t(`support.${open}`)}
          danger={actions.find((a) => a.name === open)?.danger}
          onSubmit={async ({ reason }) => {
            const result = await run.mutateAsync({ action: open, userId: member.id, reason: reason.trim() });
            message.success(done(open, result.count));
          }}
          testId="support-modal"
        >
          <ReasonField />
        </FormModal>
      )}
    </Card>
  );
}
