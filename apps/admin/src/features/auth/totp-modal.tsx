import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitting } from '../../components/use-submitting';
import { meQuery, useMe } from '../../lib/me';
import { totpDisable, totpEnable, totpSetup } from './api';
import { RecoveryCodes, TotpKey } from './totp-key';

/** My account → two-step verification: turn it on with a QR code and a code, or off with a code. */
export function TotpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMe();
  const queryClient = useQueryClient();
  const [key, setKey] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { busy, error, setError, run: attempt } = useSubmitting();
  const [form] = Form.useForm<{ code: string }>();
  const enabled = me.data?.totp_enabled ?? false;

  const close = () => {
    setKey(null);
    setCodes(null);
    setError(null);
    form.resetFields();
    onClose();
  };

  // A step, then the operator read again: their factor may be on or off now.
  const run = (work: () => Promise<void>) =>
    attempt(async () => {
      await work();
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    });

  const submit = ({ code }: { code: string }) =>
    run(async () => {
      if (enabled) {
        await totpDisable(code.trim());
        message.success(t('totp.disabledDone'));
        close();
      } else {
        setCodes((await totpEnable(code.trim())).recovery_codes);
        setKey(null);
        form.resetFields();
        message.success(t('totp.enabledDone'));
      }
    });

  const showForm = enabled ? !me.data?.totp_required : key !== null;
  return (
    <Modal open={open} onCancel={close} footer={null} title={t('totp.title')} destroyOnHidden data-testid="totp-modal">
      <Typography.Paragraph type="secondary">{t('totp.intro')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Tag color={enabled ? 'green' : 'default'} data-testid="totp-status">
          {enabled ? t('totp.on') : t('totp.off')}
        </Tag>
        {me.data?.totp_required && <Typography.Text type="secondary">{t('totp.requiredNote')}</Typography.Text>}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {codes ? (
        <>
          <RecoveryCodes codes={codes} />
          <Button type="primary" block onClick={close} data-testid="totp-continue">
            {t('totp.continue')}
          </Button>
        </>
      ) : (
        <>
          {!enabled && !key && (
            <Button type="primary" loading={busy} onClick={() => run(async () => setKey(await totpSetup()))} data-testid="totp-start">
              {t('totp.start')}
            </Button>
          )}
          {key && <TotpKey secret={key.secret} url={key.otpauth_url} />}
          {enabled && showForm && <Typography.Paragraph>{t('totp.disableHint')}</Typography.Paragraph>}
          {showForm && (
            <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
              <Form.Item
                label={enabled ? t('totp.disableCode') : t('totp.code')}
                name="code"
                rules={[{ required: true, whitespace: true, message: t('totp.codeRequired') }]}
              >
                <Input autoComplete="one-time-code" maxLength={32} data-testid="totp-code" />
              </Form.Item>
              <Button type="primary" danger={enabled} htmlType="submit" block loading={busy} data-testid="totp-submit">
                {enabled ? t('totp.disable') : t('totp.enable')}
              </Button>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
