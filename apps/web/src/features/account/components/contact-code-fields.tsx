import type { CodeEvent } from '@mcc/contract/account';
import { useTranslation } from 'react-i18next';
import { sanitizeCode } from '../../../runtime/countdown';
import { sendCode } from '../../../shared/api/send-code';
import { CodeButton } from '../../../shared/ui/code-button';
import { Field } from '../../../shared/ui/field';
import { Tabs } from '../../../shared/ui/tabs';
import { checkEmail, checkMobile } from '../validation';

export type ContactKind = 'mobile' | 'email';

const labels = {
  own: { mobile: 'account.mobile', email: 'account.email' },
  new: { mobile: 'account.newMobile', email: 'account.newEmail' },
} as const;

interface Props {
  kind: ContactKind;
  /** Shows mobile / email tabs; without it the kind is fixed. */
  onKind?: (kind: ContactKind) => void;
  contact: string;
  onContact: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  event: CodeEvent;
  errors: { contact?: string; code?: string };
  /** Shows the contact's own error when the send button is pressed with a bad contact. */
  onContactError: (message: string | undefined) => void;
  /** Labels the field as the new mobile or email (changing it). */
  newContact?: boolean;
}

/** Mobile / email tabs, the contact field, and the 6-digit code field with its send button. */
export function ContactCodeFields({ kind, onKind, contact, onContact, code, onCode, event, errors, onContactError, newContact }: Props) {
  const { t } = useTranslation();
  const send = async () => {
    const problem = kind === 'mobile' ? checkMobile(contact) : checkEmail(contact);
    if (problem) {
      onContactError(t(`account.errors.${problem}`));
      return false;
    }
    onContactError(undefined);
    return sendCode(kind === 'mobile' ? { mobile: contact.trim() } : { email: contact.trim() }, event);
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
            onContact('');
          }}
        />
      )}
      <Field label={t(labels[newContact ? 'new' : 'own'][kind])} error={errors.contact} htmlFor="contact">
        <input
          id="contact"
          name={kind}
          type={kind === 'mobile' ? 'tel' : 'email'}
          inputMode={kind === 'mobile' ? 'numeric' : 'email'}
          autoComplete={kind === 'mobile' ? 'tel' : 'email'}
          placeholder={t(kind === 'mobile' ? 'account.mobilePlaceholder' : 'account.emailPlaceholder')}
          value={contact}
          maxLength={kind === 'mobile' ? 11 : 254}
          onChange={(e) => onContact(e.target.value)}
        />
      </Field>
      <Field label={t('account.code')} error={errors.code} htmlFor="code">
        <input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('account.codePlaceholder')}
          value={code}
          maxLength={6}
          onChange={(e) => onCode(sanitizeCode(e.target.value))}
        />
        <CodeButton onSend={send} />
      </Field>
    </>
  );
}
