import type { TotpSetupData } from '@mcc/contract/totp';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../runtime/clipboard';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { TextField } from '../../../shared/ui/field';
import { useQrCode } from '../../../shared/ui/use-qr-code';
import { useTotpEnable } from '../api/second-factor';

/** Enrolment: the new secret as a QR code and as text to copy, confirmed with a code from the app. */
export function TotpEnrol({ setup, onEnabled }: { setup: TotpSetupData; onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const qr = useQrCode(setup.otpauth_url);
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('totp.codeFormat'));
    try {
      const { recovery_codes } = await enable.mutateAsync({ code });
      onEnabled(recovery_codes);
    } catch (failure) {
      setError(failure instanceof RequestError ? failure.message : t('runtime.requestError'));
    }
  };

  return (
    <Card>
      <p>{t('totp.scan')}</p>
      <div className="sf-qr">
        {qr ? (
          <img src={qr} alt={t('totp.qrAlt')} data-testid="totp-qr" />
        ) : (
          <span className="skeleton" style={{ display: 'block', width: '100%', height: '100%' }} />
        )}
      </div>
      <div className="sf-secret">
        <span>
          <span className="muted">{t('totp.secret')} </span>
          <span className="num" data-testid="totp-secret">
            {setup.secret}
          </span>
        </span>
        <button
          type="button"
          className="copy-button"
          onClick={async () => {
            if (await copyText(setup.secret)) void showToast({ title: t('totp.secretCopied'), icon: 'success' });
          }}
        >
          {t('totp.copySecret')}
        </button>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          id="totp-enable-code"
          label={t('totp.confirm')}
          error={error}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('totp.codePlaceholder')}
          value={code}
          onChange={(typed) => {
            setCode(typed.replace(/\D/g, ''));
            setError(null);
          }}
        />
        <Button type="submit" variant="primary" block disabled={enable.isPending} data-testid="totp-enable">
          {t('totp.enable')}
        </Button>
      </form>
    </Card>
  );
}

/** The ten recovery codes, shown once: copy them, then say they are saved. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('totp.recoveryTitle')}>
      <p className="muted">{t('totp.recoveryNote')}</p>
      <ol className="sf-codes num" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="form">
        <Button
          variant="ghost"
          block
          onClick={async () => {
            if (await copyText(codes.join('\n'))) void showToast({ title: t('totp.recoveryCopied'), icon: 'success' });
          }}
        >
          {t('totp.copyAll')}
        </Button>
        <Button variant="primary" block onClick={onSaved} data-testid="recovery-saved">
          {t('totp.saved')}
        </Button>
      </div>
    </Card>
  );
}
