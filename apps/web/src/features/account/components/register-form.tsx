import type { RegisterBody } from '@mcc/contract/account';
import type { ContentPageKey } from '@mcc/contract/content';
import { Popup } from 'antd-mobile';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ContentDocument } from '../../../shared/ui/content-document';
import { TextField } from '../../../shared/ui/field';
import { PageLink } from '../../../shared/ui/page-link';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { checkInviteCode } from '../validation';
import { useAccountFieldErrors } from './account-fields';
import { CONTACT_CODE_FIELDS, ContactCodeFields, type ContactKind, useContactCode } from './contact-code-fields';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

type FieldName = 'contact' | 'code' | 'password' | 'repeat' | 'invite' | 'terms';
const SERVER_FIELDS: Partial<Record<string, FieldName>> = { ...CONTACT_CODE_FIELDS, password: 'password', invite_code: 'invite' };

/** The register fields (register and wallet register): contact + code, password twice, invite code, terms. */
export function RegisterForm({
  initialInvite,
  submitLabel,
  onSubmit,
}: {
  initialInvite: string;
  submitLabel: string;
  onSubmit: (body: RegisterBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const contactCode = useContactCode();
  const newPassword = useNewPassword();
  const [invite, setInvite] = useState(initialInvite);
  const [agreed, setAgreed] = useState(false);
  const [openDoc, setDocument] = useState<ContentPageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, check, refused } = useAccountFieldErrors<FieldName>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = check({
      ...contactCode.rules(kind),
      ...newPassword.rules(),
      invite: checkInviteCode(invite),
      terms: agreed ? null : 'termsRequired',
    });
    if (!ok) return;
    const body: RegisterBody = { code: contactCode.code, password: newPassword.password, ...contactCode.target(kind) };
    if (invite.trim()) body.invite_code = invite.trim();
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      refused(error, SERVER_FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ContactCodeFields kind={kind} onKind={setKind} value={contactCode} event="register" errors={errors} />
      <NewPasswordFields label={t('account.password')} value={newPassword} errors={errors} />
      <TextField
        id="invite"
        label={t('account.inviteCode')}
        error={errors.invite}
        name="invite_code"
        placeholder={t('account.inviteCodePlaceholder')}
        value={invite}
        maxLength={16}
        onChange={setInvite}
      />
      <div>
        <label className="check">
          <input type="checkbox" name="terms" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span>
            <Trans
              i18nKey="about.termsLinked"
              components={{
                agreement: <DocumentLink onOpen={() => setDocument('agreement')} testId="open-agreement" />,
                privacy: <DocumentLink onOpen={() => setDocument('privacy')} testId="open-privacy" />,
              }}
            />
          </span>
        </label>
        {errors.terms && (
          <div className="field-error" role="alert">
            {errors.terms}
          </div>
        )}
      </div>
      <Button type="submit" variant="primary" block disabled={busy}>
        {submitLabel}
      </Button>
      <Popup visible={openDoc !== null} onMaskClick={() => setDocument(null)} bodyStyle={sheetBodyStyle()}>
        <div className="sheet content-sheet" data-testid="document-sheet">
          {openDoc && <ContentDocument pageKey={openDoc} />}
          <Button block onClick={() => setDocument(null)} style={{ marginTop: '1rem' }} data-testid="document-close">
            {t('about.backToForm')}
          </Button>
        </div>
      </Popup>
      <div className="form-links">
        <span className="muted">{t('account.haveAccount')}</span>
        <PageLink to="/pages/login/login">{t('account.goLogin')}</PageLink>
      </div>
    </form>
  );
}

/** A document's name in the terms line: opens it in a sheet over the form, which keeps what was typed. */
function DocumentLink({ onOpen, testId, children }: { onOpen: () => void; testId: string; children?: ReactNode }) {
  return (
    <button
      type="button"
      className="link-button"
      data-testid={testId}
      onClick={(event) => {
        // inside the checkbox's label: open the document without ticking the box
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </button>
  );
}
