import type { Userinfo } from '@mcc/contract/account';
import { Popup } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../runtime/toast';
import { Button } from '../../../shared/ui/button';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { useChangeContact } from '../api/change-contact';
import { maskEmail, maskMobile } from '../validation';
import { PasswordField, useAccountFieldErrors } from './account-fields';
import { CONTACT_CODE_FIELDS, ContactCodeFields, type ContactKind, useContactCode } from './contact-code-fields';

type FieldName = 'contact' | 'code' | 'password';

/**
 * Changes (or adds) the member's mobile or email: the new one, a code sent to it, and the login
 * password. The member signs in with the new one from then on; the old one stops working.
 */
export function ContactSheet({ user, kind, onClose }: { user: Userinfo; kind: ContactKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const contactCode = useContactCode();
  const [password, setPassword] = useState('');
  const { errors, check, refused } = useAccountFieldErrors<FieldName>();
  const change = useChangeContact();
  const shown = kind ?? 'mobile';
  const current = shown === 'mobile' ? user.mobile : user.email;

  const close = () => {
    contactCode.reset();
    setPassword('');
    check({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check({ ...contactCode.rules(shown), password: password ? null : 'passwordRequired' })) return;
    try {
      await change.mutateAsync({ ...contactCode.target(shown), code: contactCode.code, password });
      void showToast({ title: t(shown === 'mobile' ? 'account.mobileChanged' : 'account.emailChanged'), icon: 'success' });
      close();
    } catch (error) {
      refused(error, { ...CONTACT_CODE_FIELDS, password: 'password' });
    }
  };

  const title = current
    ? t(shown === 'mobile' ? 'account.changeMobile' : 'account.changeEmail')
    : t(shown === 'mobile' ? 'account.addMobile' : 'account.addEmail');

  return (
    <Popup visible={kind !== null} onMaskClick={close} bodyStyle={sheetBodyStyle()}>
      <div className="sheet" data-testid="contact-sheet">
        <h3 className="sheet-title">{title}</h3>
        <form className="form" onSubmit={submit} noValidate>
          <p className="muted small">
            {current
              ? t('account.contactChangeLead', { current: shown === 'mobile' ? maskMobile(current) : maskEmail(current) })
              : t('account.contactAddLead')}
          </p>
          {/* One countdown per kind: a code just sent to a new email does not hold back one to a new mobile. */}
          <ContactCodeFields
            key={shown}
            kind={shown}
            value={contactCode}
            event={shown === 'mobile' ? 'changemobile' : 'changeemail'}
            errors={errors}
            newContact
          />
          <PasswordField
            id="contact-password"
            label={t('account.loginPassword')}
            error={errors.password}
            value={password}
            onChange={setPassword}
          />
          <div className="row" style={{ gap: '0.75rem' }}>
            <Button variant="ghost" style={{ flex: 1 }} onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="primary" style={{ flex: 2 }} disabled={change.isPending} data-testid="contact-submit">
              {t('common.confirm')}
            </Button>
          </div>
        </form>
      </div>
    </Popup>
  );
}
