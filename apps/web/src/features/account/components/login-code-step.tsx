import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';
import { useLoginTotp } from '../api/login-totp';

/**
 * The second step of a sign-in with the second factor on: a code from the authenticator app, or a
 * recovery code. Loaded only when the password step asks for it, so the login page stays light.
 */
export default function LoginCodeStep({ ticket, onDone, onBack }: { ticket: string; onDone: () => Promise<unknown>; onBack: () => void }) {
  const { t } = useTranslation();
  const finish = useLoginTotp();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (recovery ? typed.length < 10 : !/^\d{6}$/.test(typed)) {
      setError(t(recovery ? 'totpLogin.recoveryFormat' : 'totpLogin.codeFormat'));
      return;
    }
    try {
      await finish.mutateAsync({ ticket, code: typed });
      await onDone();
    } catch (failure) {
      setError(failure instanceof RequestError ? failure.message : t('runtime.requestError'));
      // A ticket that timed out: back to the password.
      if (failure instanceof RequestError && failure.field === 'ticket') onBack();
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="login-code-step">
      <h2 className="section-title">{t('totpLogin.title')}</h2>
      <p className="muted">{t('totpLogin.note')}</p>
      <Field label={t(recovery ? 'totpLogin.recoveryCode' : 'totpLogin.code')} error={error} htmlFor="login-code">
        <input
          id="login-code"
          name="code"
          // biome-ignore lint/a11y/noAutofocus: the one field of this step, shown right after the member pressed sign in
          autoFocus
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={recovery ? 32 : 6}
          placeholder={t(recovery ? 'totpLogin.recoveryPlaceholder' : 'totpLogin.codePlaceholder')}
          value={code}
          onChange={(e) => {
            setCode(recovery ? e.target.value : e.target.value.replace(/\D/g, ''));
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" variant="primary" block disabled={finish.isPending} data-testid="login-code-submit">
        {t('totpLogin.submit')}
      </Button>
      <div className="form-links">
        <button
          type="button"
          className="link-button"
          data-testid="login-code-switch"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {t(recovery ? 'totpLogin.useApp' : 'totpLogin.useRecovery')}
        </button>
        <button type="button" className="link-button" onClick={onBack}>
          {t('totpLogin.back')}
        </button>
      </div>
    </form>
  );
}
