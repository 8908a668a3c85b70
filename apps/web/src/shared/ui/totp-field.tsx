import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserFigures } from '../api/get-user';
import { type LabelledText, TextField } from './field';

/** A labelled second-factor code field: a code from the authenticator app, or a recovery code. */
export function TotpField({ name, testId, ...field }: LabelledText & { name: 'totp' | 'code'; testId?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      name={name}
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={32}
      placeholder={t('totp.codePlaceholder')}
      data-testid={testId}
    />
  );
}

/**
 * The withdraw forms' second-factor code: shown when the member has the factor on (or when the
 * server asked for it), sent as `totp`. A code from the app or a recovery code.
 */
export function useTotpField(id: string) {
  const { t } = useTranslation();
  const figures = useUserFigures();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const on = figures.data?.totp_enabled === true || asked;
  const typed = value.trim();

  return {
    /** The body's `totp`, absent when the factor is off. */
    body: on ? { totp: typed } : {},
    /** Shows the rule broken before sending; true when there is none. */
    check(): boolean {
      const ok = !on || /^\d{6}$/.test(typed) || typed.replace(/[\s-]/g, '').length === 10;
      setError(ok ? null : t('totp.codeFormat'));
      return ok;
    },
    /** Takes a refusal that names `totp`; true when it did. */
    refused(failure: { field?: string; message: string }): boolean {
      if (failure.field !== 'totp') return false;
      setAsked(true);
      setError(failure.message);
      return true;
    },
    reset: () => setValue(''),
    field: on ? (
      <TotpField
        id={id}
        label={t('totp.codeLabel')}
        error={error}
        hint={t('totp.codeHint')}
        name="totp"
        value={value}
        testId="withdraw-totp"
        onChange={(typed) => {
          setValue(typed);
          setError(null);
        }}
      />
    ) : null,
  };
}
