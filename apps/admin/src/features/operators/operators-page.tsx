import { type OperatorItem, type OperatorRole, operatorRoles } from '@mcc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { PageTitle } from '../../components/page-title';
import { useConfirmAction } from '../../components/use-confirm-action';
import { formatTime, roleLabels } from '../../lib/format';
import { useMe } from '../../lib/me';
import { operatorsQuery, rolesQuery, useCreateOperator, useResetOperatorPassword, useSetOperatorRole, useSetOperatorStatus } from './api';

const roleOptions = operatorRoles.map((role) => ({ value: role, label: roleLabels[role] ?? role }));

type Dialog = { kind: 'create' } | { kind: 'role'; operator: OperatorItem } | { kind: 'password'; operator: OperatorItem } | null;

export default function OperatorsPage() {
  const operators = useQuery(operatorsQuery);
  const roles = useQuery(rolesQuery);
  const me = useMe();
  const confirm = useConfirmAction();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const create = useCreateOperator();
  const setRole = useSetOperatorRole();
  const setStatus = useSetOperatorStatus();
  const resetPassword = useResetOperatorPassword();
  const close = () => setDialog(null);

  const toggle = (o: OperatorItem) => {
    const disabling = o.status === 'active';
    confirm({
      title: disabling ? `Disable ${o.username}?` : `Enable ${o.username}?`,
      content: disabling
        ? 'Their sessions end at once and they cannot sign in until enabled again.'
        : 'They can sign in again with their password.',
      okText: disabling ? 'Disable' : 'Enable',
      danger: disabling,
      success: disabling ? `${o.username} is disabled` : `${o.username} is enabled`,
      action: () => setStatus.mutateAsync({ admin_id: o.id, status: disabling ? 'disabled' : 'active' }),
    });
  };

  return (
    <>
      <PageTitle
        title="Operators & roles"
        extra={
          <Button type="primary" onClick={() => setDialog({ kind: 'create' })} data-testid="operator-add">
            Add operator
          </Button>
        }
      />
      {operators.isError && <Alert type="error" showIcon title={operators.error.message} style={{ marginBottom: 16 }} />}
      <Card title="Operators">
        <Table<OperatorItem>
          rowKey="id"
          loading={operators.isFetching}
          dataSource={operators.data?.list}
          pagination={false}
          data-testid="operator-table"
          columns={[
            { title: 'Username', dataIndex: 'username', render: (u: string, o) => (o.id === me.data?.id ? <b>{u} (you)</b> : u) },
            {
              title: 'Role',
              dataIndex: 'role',
              render: (r: string) => <Tag color={r === 'super_admin' ? 'purple' : 'blue'}>{roleLabels[r] ?? r}</Tag>,
            },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={s === 'active' ? 'green' : 'default'}>{s}</Tag> },
            { title: 'Created', dataIndex: 'created_at', render: formatTime },
            {
              title: 'Actions',
              render: (_, o) =>
                o.id === me.data?.id ? (
                  <Typography.Text type="secondary">Your own account cannot be changed here</Typography.Text>
                ) : (
                  <Space>
                    <Button size="small" onClick={() => setDialog({ kind: 'role', operator: o })}>
                      Change role
                    </Button>
                    <Button size="small" onClick={() => setDialog({ kind: 'password', operator: o })}>
                      Reset password
                    </Button>
                    <Button size="small" danger={o.status === 'active'} onClick={() => toggle(o)}>
                      {o.status === 'active' ? 'Disable' : 'Enable'}
                    </Button>
                  </Space>
                ),
            },
          ]}
        />
      </Card>

      <Card title="Roles and what they may do" style={{ marginTop: 16 }}>
        {roles.data && (
          <Table
            rowKey="permission"
            size="small"
            pagination={false}
            dataSource={roles.data.permissions.map((permission) => ({ permission }))}
            data-testid="role-matrix"
            columns={[
              { title: 'Permission', dataIndex: 'permission', render: (p: string) => <span className="mono">{p}</span> },
              ...roles.data.list.map((r) => ({
                title: roleLabels[r.role] ?? r.role,
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
        title="Add an operator"
        summary="The new operator signs in with this username and password; give them the password by a safe channel."
        okText="Create operator"
        initialValues={{ role: 'support' }}
        onSubmit={async (values) => {
          const created = await create.mutateAsync({ ...values, username: values.username.trim() });
          message.success(`${created.username} can now sign in`);
        }}
      >
        <Form.Item
          label="Username"
          name="username"
          rules={[{ required: true }, { pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: '3–32 letters, digits, _ . -' }]}
        >
          <Input autoComplete="off" data-testid="operator-username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }, { min: 8, max: 64, message: '8–64 characters' }]}>
          <Input.Password autoComplete="new-password" data-testid="operator-password" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true }]}>
          <Select options={roleOptions} />
        </Form.Item>
      </FormModal>

      {dialog?.kind === 'role' && (
        <FormModal<{ role: OperatorRole }>
          open
          onClose={close}
          title={`Change the role of ${dialog.operator.username}?`}
          summary="The new role applies to their next request."
          okText="Change role"
          initialValues={{ role: dialog.operator.role as OperatorRole }}
          onSubmit={async ({ role }) => {
            await setRole.mutateAsync({ admin_id: dialog.operator.id, role });
            message.success(`${dialog.operator.username} is now ${roleLabels[role]}`);
          }}
        >
          <Form.Item label="Role" name="role" rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
        </FormModal>
      )}

      {dialog?.kind === 'password' && (
        <FormModal<{ password: string }>
          open
          onClose={close}
          title={`Reset the password of ${dialog.operator.username}?`}
          summary="Their sessions end at once; they sign in again with the new password."
          okText="Reset password"
          danger
          onSubmit={async ({ password }) => {
            await resetPassword.mutateAsync({ admin_id: dialog.operator.id, password });
            message.success(`The password of ${dialog.operator.username} is reset`);
          }}
        >
          <Form.Item label="New password" name="password" rules={[{ required: true }, { min: 8, max: 64, message: '8–64 characters' }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
