import { Alert, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { useSubmitting } from './use-submitting';

export interface FormModalProps<T> {
  open: boolean;
  title: ReactNode;
  /** What the action will do, shown above the fields so the OK button is the confirmation. */
  summary?: ReactNode;
  okText: string;
  danger?: boolean;
  onClose: () => void;
  /** Runs the action; a thrown error keeps the dialog open with the server's message. */
  onSubmit: (values: T) => Promise<unknown>;
  children: ReactNode | ((form: FormInstance<T>) => ReactNode);
  initialValues?: Partial<T>;
  testId?: string;
}

/** A confirmation dialog that also asks for what the action needs (a reason, a tx hash, an amount). */
export function FormModal<T extends object>({
  open,
  title,
  summary,
  okText,
  danger,
  onClose,
  onSubmit,
  children,
  initialValues,
  testId,
}: FormModalProps<T>) {
  const [form] = Form.useForm<T>();
  const { busy, error, setError, run } = useSubmitting();

  const submit = async () => {
    let values: T;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await run(async () => {
      await onSubmit(values);
      form.resetFields();
      onClose();
    });
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy, 'data-testid': 'form-modal-ok' }}
      onOk={submit}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      destroyOnHidden
      data-testid={testId}
    >
      {summary && <div style={{ marginBottom: 16 }}>{summary}</div>}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="form-modal-error" />}
      <Form<T> form={form} layout="vertical" initialValues={initialValues} preserve={false} onFinish={submit}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
