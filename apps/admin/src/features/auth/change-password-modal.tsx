import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { changeOwnPassword } from './api';

interface Values {
  current: string;
  password: string;
  repeat: string;
}

/** The signed-in operator's own password: the current one, then the new one twice. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return (
    <FormModal<Values>
      open={open}
      onClose={onClose}
      title={t('password.title')}
      summary={t('password.summary')}
      okText={t('password.ok')}
      testId="change-password-modal"
      onSubmit={async ({ current, password }) => {
        const { other_sessions_ended } = await changeOwnPassword(current, password);
        message.success(
          other_sessions_ended === 0 ? t('password.changedNone') : t('password.changedSome', { count: other_sessions_ended }),
        );
      }}
    >
      <Form.Item label={t('password.current')} name="current" rules={[{ required: true, message: t('password.currentRequired') }]}>
        <Input.Password autoComplete="current-password" data-testid="current-password" />
      </Form.Item>
      <Form.Item
        label={t('password.next')}
        name="password"
        dependencies={['current']}
        rules={[
          { required: true, message: t('password.nextRequired') },
          { min: 8, max: 64, message: t('password.length') },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              value && value === getFieldValue('current') ? Promise.reject(new Error(t('password.mustDiffer'))) : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.repeat')}
        name="repeat"
        dependencies={['password']}
        rules={[
          { required: true, message: t('password.repeatRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value?: string) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="repeat-password" />
      </Form.Item>
    </FormModal>
  );
}
