import { Form, Input } from 'antd';
import { t } from '../i18n/i18n';

/** The reason an operator gives for an action, kept in its audit row: required, not blank, at most 200 characters. */
export function ReasonField({ label, testId = 'reason-input' }: { label?: string; testId?: string }) {
  return (
    <Form.Item
      label={label ?? t('common.reasonAudit')}
      name="reason"
      rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }, { max: 200 }]}
    >
      <Input.TextArea rows={2} maxLength={200} showCount data-testid={testId} />
    </Form.Item>
  );
}
