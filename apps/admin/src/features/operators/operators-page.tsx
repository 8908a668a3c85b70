import { type OperatorItem, type OperatorListItem, type OperatorRole, operatorRoles } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../components/add-button';
import { EnumTag } from '../../components/enum-tag';
import { FormModal } from '../../components/form-modal';
import { PageTitle } from '../../components/page-title';
import { QueryError } from '../../components/query-error';
import { QueryTable } from '../../components/query-table';
import { ReasonField } from '../../components/reason-field';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime, roleLabel } from '../../lib/format';
import { useMe } from '../../lib/me';
import {
  operatorsQuery,
  rolesQuery,
  useCreateOperator,
  useResetOperatorPassword,
  useResetOperatorTotp,
  useSetOperatorRole,
  useSetOperatorStatus,
} from './api';

const roleOptions = () => operatorRoles.map((role) => ({ value: role, label: roleLabel(role) }));

/** The role an operator is given, as a form field. */
function RoleField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('operators.role')} name="role" rules={[{ required: true }]}>
      <Select options={roleOptions()} />
    </Form.Item>
  );
}

/** An operator's new password (8 to 64 characters), as a form field. */
function PasswordField({ label, testId }: { label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} name="password" rules={[{ required: true }, { min: 8, max: 64, message: t('operators.passwordRule') }]}>
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'role'; operator: OperatorItem }
  | { kind: 'password'; operator: OperatorItem }
  | { kind: 'totp'; operator: OperatorItem }
  | null;

export default function OperatorsPage() {
  const operators = useQuery(operatorsQuery);
  const roles = useQuery(rolesQuery);
  const me = useMe();
  const confirm = useConfirmAction();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useCreateOperator();
  const setRole = useSetOperatorRole();
  const setStatus = useSetOperatorStatus();
  const resetPassword = useResetOperatorPassword();
  const resetTotp = useResetOperatorTotp();
  const close = () => setDialog(null);

  const toggle = (o: OperatorItem) => {
    const disabling = o.status === 'active';
    confirm({
      title: disabling ? t('operators.disableTitle', { name: o.username }) : t('operators.enableTitle', { name: o.username }),
      content: disabling ? t('operators.disableText') : t('operators.enableText'),
      okText: disabling ? t('operators.disable') : t('operators.enable'),
      danger: disabling,
      success: disabling ? t('operators.disabled', { name: o.username }) : t('operators.enabled', { name: o.username }),
      action: () => setStatus.mutateAsync({ admin_id: o.id, status: disabling ? 'disabled' : 'active' }),
    });
  };

  return (
    <>
      <PageTitle
        title={t('operators.title')}
        extra={<AddButton label={t('operators.add')} testId="operator-add" onClick={() => setDialog({ kind: 'create' })} />}
      />
      <QueryError query={operators} style={{ marginBottom: 16 }} />
      <Card title={t('operators.list')}>
        <QueryTable<OperatorListItem>
          query={operators}
          testId="operator-table"
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('operators.username'),
              dataIndex: 'username',
              render: (u: string, o) => (o.id === me.data?.id ? <b>{t('operators.you', { name: u })}</b> : u),
            },
            {
              title: t('operators.role'),
              dataIndex: 'role',
              render: (r: string) => <Tag color={r === 'super_admin' ? 'purple' : 'blue'}>{roleLabel(r)}</Tag>,
            },
            {
              title: t('common.status'),
              dataIndex: 'status',
              render: (s: string) => <EnumTag kind="status" value={s} color={s === 'active' ? 'green' : 'default'} />,
            },
            {
              title: t('operators.totp'),
              dataIndex: 'totp_enabled',
              render: (on: boolean) => (
                <Tag color={on ? 'green' : 'default'} data-testid="operator-totp">
                  {on ? t('operators.totpOn') : t('operators.totpOff')}
                </Tag>
              ),
            },
            { title: t('operators.created'), dataIndex: 'created_at', render: formatTime },
            {
              title: t('common.actions'),
              width: 360,
              render: (_, o) =>
                o.id === me.data?.id ? (
                  <Typography.Text type="secondary">{t('operators.ownAccount')}</Typography.Text>
                ) : (
                  <Space wrap>
                    <Button size="small" onClick={() => setDialog({ kind: 'role', operator: o })}>
                      {t('operators.changeRole')}
                    </Button>
                    <Button size="small" onClick={() => setDialog({ kind: 'password', operator: o })}>
                      {t('operators.resetPassword')}
                    </Button>
                    {o.totp_enabled && (
                      <Button
                        size="small"
                        danger
                        onClick={() => setDialog({ kind: 'totp', operator: o })}
                        data-testid="operator-totp-reset"
                      >
                        {t('operators.resetTotp')}
                      </Button>
                    )}
                    <Button size="small" danger={o.status === 'active'} onClick={() => toggle(o)}>
                      {o.status === 'active' ? t('operators.disable') : t('operators.enable')}
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </Card>

      <Card title={t('operators.matrix')} style={{ marginTop: 16 }}>
        {roles.data && (
          <Table
            rowKey="permission"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={roles.data.permissions.map((permission) => ({ permission }))}
            data-testid="role-matrix"
            columns={[
              { title: t('operators.permission'), dataIndex: 'permission', render: (p: string) => <span className="mono">{p}</span> },
              ...roles.data.list.map((r) => ({
                title: roleLabel(r.role),
                align: 'center' as const,
                render: (_: unknown, row: { permission: string }) => (r.permissions.includes(row.permission) ? '✓' : ''),
              })),
            ]}
          />
        )}
      </Card>

      <FormModal<{ username: string; password: string; role: OperatorRole }>
        open={dialog?.kind === 'create'}
        onClose={close}
        title={t('operators.addTitle')}
        summary={t('operators.addSummary')}
        okText={t('operators.addOk')}
        initialValues={{ role: 'support' }}
        onSubmit={async (values) => {
          const created = await create.mutateAsync({ ...values, username: values.username.trim() });
          message.success(t('operators.added', { name: created.username }));
        }}
      >
        <Form.Item
          label={t('operators.username')}
          name="username"
          rules={[{ required: true }, { pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: t('operators.usernameRule') }]}
        >
          <Input autoComplete="off" data-testid="operator-username" />
        </Form.Item>
        <PasswordField label={t('operators.password')} testId="operator-password" />
        <RoleField />
      </FormModal>

      {dialog?.kind === 'role' && (
        <FormModal<{ role: OperatorRole }>
          open
          onClose={close}
          title={t('operators.roleTitle', { name: dialog.operator.username })}
          summary={t('operators.roleSummary')}
          okText={t('operators.changeRole')}
          initialValues={{ role: dialog.operator.role as OperatorRole }}
          onSubmit={async ({ role }) => {
            await setRole.mutateAsync({ admin_id: dialog.operator.id, role });
            message.success(t('operators.roleDone', { name: dialog.operator.username, role: roleLabel(role) }));
          }}
        >
          <RoleField />
        </FormModal>
      )}

      {dialog?.kind === 'password' && (
        <FormModal<{ password: string }>
          open
          onClose={close}
          title={t('operators.passwordTitle', { name: dialog.operator.username })}
          summary={t('operators.passwordSummary')}
          okText={t('operators.resetPassword')}
          danger
          onSubmit={async ({ password }) => {
            await resetPassword.mutateAsync({ admin_id: dialog.operator.id, password });
            message.success(t('operators.passwordDone', { name: dialog.operator.username }));
          }}
        >
          <PasswordField label={t('operators.newPassword')} />
        </FormModal>
      )}

      {dialog?.kind === 'totp' && (
        <FormModal<{ reason: string }>
          open
          onClose={close}
          title={t('operators.totpTitle', { name: dialog.operator.username })}
          summary={t('operators.totpSummary')}
          okText={t('operators.resetTotp')}
          danger
          onSubmit={async ({ reason }) => {
            await resetTotp.mutateAsync({ admin_id: dialog.operator.id, reason: reason.trim() });
            message.success(t('operators.totpDone', { name: dialog.operator.username }));
          }}
        >
          <ReasonField />
        </FormModal>
      )}
    </>
  );
}
