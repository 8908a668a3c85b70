import type { AdminSessionData } from '@mcc/contract/admin';
import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitting } from '../../components/use-submitting';
import { errorText } from '../../lib/api';
import { enrolEnable, enrolSetup, loginWithCode } from './api';
import { RecoveryCodes, TotpKey } from './totp-key';

/** What the password step left to do: a code, or (operator_totp_required) setting the factor up. */
export type SecondStep = { kind: 'code' | 'enrol'; ticket: string };

interface Props {
  step: SecondStep;
  /** The session, once the step is done. */
  onSignedIn: (session: AdminSessionData) => void;
  onBack: () => void;
}

/** The sign-in's second step: the code of an operator with the factor on, or the enrolment the setting asks of money roles. */
export function LoginSecondStep({ step, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const { busy, error, setError, run } = useSubmitting();
  const [key, setKey] = useState<{ secret: string; otpauth_url: string } | null>(null);
  const [done, setDone] = useState<(AdminSessionData & { recovery_codes: string[] }) | null>(null);

  useEffect(() => {
    if (step.kind !== 'enrol') return;
    enrolSetup(step.ticket).then(setKey, (e: unknown) => setError(errorText(e)));
  }, [step, setError]);

  const submit = ({ code }: { code: string }) =>
    run(async () => {
      if (step.kind === 'code') onSignedIn(await loginWithCode(step.ticket, code.trim()));
      else setDone(await enrolEnable(step.ticket, code.trim()));
    });

  if (done) {
    return (
      <>
        <RecoveryCodes codes={done.recovery_codes} />
        <Button type="primary" block onClick={() => onSignedIn(done)} data-testid="totp-continue">
          {t('totp.continue')}
        </Button>
      </>
    );
  }
  return (
    <div data-testid="login-second-step">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('totp.loginCodeTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {step.kind === 'code' ? t('totp.loginCodeHint') : t('totp.loginEnrolHint')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
      {step.kind === 'enrol' && (key ? <TotpKey secret={key.secret} url={key.otpauth_url} /> : <Skeleton.Image active />)}
      <Form<{ code: string }> layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item
          label={step.kind === 'code' ? t('totp.disableCode') : t('totp.code')}
          name="code"
          rules={[{ required: true, whitespace: true, message: t('totp.codeRequired') }]}
        >
          <Input autoComplete="one-time-code" autoFocus maxLength={32} data-testid="totp-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="totp-submit">
          {step.kind === 'code' ? t('totp.verify') : t('totp.enable')}
        </Button>
        <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
          {t('totp.back')}
        </Button>
      </Form>
    </div>
  );
}
