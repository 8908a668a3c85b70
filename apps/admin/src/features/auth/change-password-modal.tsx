import { App, Form, Input } from 'antd';
import { FormModal } from '../../components/form-modal';
import { changeOwnPassword } from './api';

interface Values {
  current: string;
  password: string;
  repeat: string;
}

const sessionsNote = (n: number) => (n === 0 ? 'no other session was open' : `${n} other session${n === 1 ? '' : 's'} signed out`);

/** The signed-in operator's own password: the current one, then the new one twice. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  return (
    <FormModal<Values>
      open={open}
      onClose={onClose}
      title="Change your password"
      summary="Your other sessions are signed out; this one stays signed in."
      okText="Change password"
      testId="change-password-modal"
      onSubmit={async ({ current, password }) => {
        const { other_sessions_ended } = await changeOwnPassword(current, password);
        message.success(`Password changed; ${sessionsNote(other_sessions_ended)}`);
      }}
    >
      <Form.Item label="Current password" name="current" rules={[{ required: true, message: 'Enter your current password' }]}>
        <Input.Password autoComplete="current-password" data-testid="current-password" />
      </Form.Item>
      <Form.Item
        label="New password"
        name="password"
        dependencies={['current']}
        rules={[
          { required: true, message: 'Enter a new password' },
          { min: 8, max: 64, message: '8–64 characters' },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              value && value === getFieldValue('current')
                ? Promise.reject(new Error('The new password must differ from the current one'))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        label="Repeat the new password"
        name="repeat"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Repeat the new password' },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error('The two new passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="repeat-password" />
      </Form.Item>
    </FormModal>
  );
}
