import type { CodeEvent } from '@mcc/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCode } from '../../../shared/api/send-code';
import { CodeField } from '../../../shared/ui/code-field';
import { TextField } from '../../../shared/ui/field';
import { Tabs } from '../../../shared/ui/tabs';
import { checkContactCode, checkEmail, checkMobile, type FieldError } from '../validation';

export type ContactKind = 'mobile' | 'email';

const labels = {
  own: { mobile: 'account.mobile', email: 'account.email' },
  new: { mobile: 'account.newMobile', email: 'account.newEmail' },
} as const;

/** The server's field names for the contact and the code, as `useAccountFieldErrors().refused` maps them. */
export const CONTACT_CODE_FIELDS = { mobile: 'contact', email: 'contact', code: 'code' } as const;

/**
 * The contact and code of a form that sends a code (register, reset password, change contact), and
 * the contact's own error when the send button is pressed with a bad contact.
 */
export function useContactCode() {
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [sendError, setSendError] = useState<string | undefined>();
  return {
    contact,
    code,
    setContact,
    setCode,
    sendError,
    setSendError,
    /** The rules before submitting (for `useAccountFieldErrors().check`); the send button's error gives way to them. */
    rules(kind: ContactKind): { contact: FieldError; code: FieldError } {
      setSendError(undefined);
      return checkContactCode(kind, contact, code);
    },
    /** `{ mobile }` or `{ email }`, trimmed, as the API takes it. */
    target(kind: ContactKind): { mobile: string } | { email: string } {
      return kind === 'mobile' ? { mobile: contact.trim() } : { email: contact.trim() };
    },
    reset() {
      setContact('');
      setCode('');
      setSendError(undefined);
    },
  };
}

export type ContactCode = ReturnType<typeof useContactCode>;

interface Props {
  kind: ContactKind;
  /** Shows mobile / email tabs; without it the kind is fixed. */
  onKind?: (kind: ContactKind) => void;
  value: ContactCode;
  event: CodeEvent;
  errors: { contact?: string; code?: string };
  /** Labels the field as the new mobile or email (changing it). */
  newContact?: boolean;
}

/** Mobile / email tabs, the contact field, and the 6-digit code field with its send button. */
export function ContactCodeFields({ kind, onKind, value, event, errors, newContact }: Props) {
  const { t } = useTranslation();
  const send = async () => {
    const problem = kind === 'mobile' ? checkMobile(value.contact) : checkEmail(value.contact);
    if (problem) {
      value.setSendError(t(`account.errors.${problem}`));
      return false;
    }
    value.setSendError(undefined);
    return sendCode(value.target(kind), event);
  };
  return (
    <>
      {onKind && (
        <Tabs
          tabs={[
            { key: 'mobile', label: t('account.byMobile') },
            { key: 'email', label: t('account.byEmail') },
          ]}
          active={kind}
          onChange={(next) => {
            onKind(next);
            value.setContact('');
          }}
        />
      )}
      <TextField
        id="contact"
        label={t(labels[newContact ? 'new' : 'own'][kind])}
        error={value.sendError ?? errors.contact}
        name={kind}
        type={kind === 'mobile' ? 'tel' : 'email'}
        inputMode={kind === 'mobile' ? 'numeric' : 'email'}
        autoComplete={kind === 'mobile' ? 'tel' : 'email'}
        placeholder={t(kind === 'mobile' ? 'account.mobilePlaceholder' : 'account.emailPlaceholder')}
        value={value.contact}
        maxLength={kind === 'mobile' ? 11 : 254}
        onChange={value.setContact}
      />
      <CodeField
        id="code"
        label={t('account.code')}
        placeholder={t('account.codePlaceholder')}
        value={value.code}
        onChange={value.setCode}
        onSend={send}
        error={errors.code}
      />
    </>
  );
}
