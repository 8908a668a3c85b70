import { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN, checkAntiPhishing } from '@mcc/contract/anti-phishing-rules';
import { Dialog } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../runtime/navigation';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { useUserFigures } from '../../../shared/api/get-user';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { KeyValue } from '../../../shared/ui/key-value';
import { CardSkeleton, queryView } from '../../../shared/ui/query-view';
import { TotpField } from '../../../shared/ui/totp-field';
import { VerbatimField } from '../../../shared/ui/verbatim-field';
import { useSetAntiPhishing } from '../api/anti-phishing';
import { PasswordField } from '../components/account-fields';
import '../components/anti-phishing.css';

type FieldName = 'phrase' | 'password' | 'totp';

/**
 * The anti-phishing code: what it is for, the one in use (masked), and a form to set or change it
 * with the login password (and the second factor's code when it is on). The phrase is checked with
 * the server's own rules before sending, and the member confirms it, seeing it whole, before it is saved.
 */
export default function AntiPhishingPage() {
  const { t } = useTranslation();
  const figures = useUserFigures();
  const save = useSetAntiPhishing();
  const [phrase, setPhrase] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const loaded = queryView(figures, <CardSkeleton rows={4} />);
  if (!loaded.ready) return loaded.view;
  const current = loaded.data.anti_phishing ?? null;
  const totpOn = loaded.data.totp_enabled === true;

  const edit = (field: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((shown) => (shown[field] ? { ...shown, [field]: undefined } : shown));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAntiPhishing(phrase);
    const shown: Partial<Record<FieldName, string>> = {};
    if ('problem' in checked)
      shown.phrase = t(`antiPhishing.errors.${checked.problem}`, { min: ANTI_PHISHING_MIN, max: ANTI_PHISHING_MAX });
    if (!password) shown.password = t('antiPhishing.errors.passwordRequired');
    if (totpOn && !totp.trim()) shown.totp = t('totp.codeRequired');
    setErrors(shown);
    if ('problem' in checked || Object.keys(shown).length > 0) return;

    const confirmed = await Dialog.confirm({
      title: t('antiPhishing.confirmTitle'),
      content: (
        <div className="ap-confirm">
          <p className="ap-confirm-phrase" data-testid="anti-phishing-confirm-phrase">
            {checked.phrase}
          </p>
          <p className="muted small">{t('antiPhishing.confirmText')}</p>
        </div>
      ),
      confirmText: t('antiPhishing.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync({ phrase: checked.phrase, password, ...(totpOn ? { totp: totp.trim() } : {}) });
      setPhrase('');
      setPassword('');
      setTotp('');
      void showToast({ title: t('antiPhishing.saved'), icon: 'success' });
      await navigateBack({ fallback: '/pages/security/security' });
    } catch (failure) {
      if (!(failure instanceof RequestError)) return void showToast({ title: t('runtime.requestError') });
      const field = failure.field;
      if (field === 'phrase' || field === 'password' || field === 'totp') {
        const named: Partial<Record<FieldName, string>> = {};
        named[field] = failure.message;
        setErrors(named);
      } else void showToast({ title: failure.message });
    }
  };

  return (
    <div className="auth-page">
      <Card>
        <p className="ap-intro muted small" data-testid="anti-phishing-intro">
          {t('antiPhishing.intro')}
        </p>
        <p className="ap-sample small">{t('antiPhishing.sample')}</p>
        {current ? (
          <KeyValue label={t('antiPhishing.current')} value={current} valueClassName="num" valueTestId="anti-phishing-current" />
        ) : (
          <KeyValue label={t('antiPhishing.current')} value={t('antiPhishing.notSet')} valueTestId="anti-phishing-current" />
        )}
      </Card>
      <form className="form" onSubmit={submit} noValidate data-testid="anti-phishing-form">
        <VerbatimField
          id="anti-phishing-phrase"
          label={t(current ? 'antiPhishing.newPhrase' : 'antiPhishing.phrase')}
          error={errors.phrase}
          hint={t('antiPhishing.hint', { min: ANTI_PHISHING_MIN, max: ANTI_PHISHING_MAX })}
          name="phrase"
          maxLength={40}
          placeholder={t('antiPhishing.placeholder')}
          value={phrase}
          onChange={edit('phrase', setPhrase)}
        />
        <PasswordField
          id="anti-phishing-password"
          label={t('antiPhishing.password')}
          error={errors.password}
          value={password}
          onChange={edit('password', setPassword)}
          placeholder={t('antiPhishing.passwordPlaceholder')}
        />
        {totpOn && (
          <TotpField
            id="anti-phishing-totp"
            label={t('totp.codeOrRecovery')}
            error={errors.totp}
            hint={t('totp.codeHint')}
            name="totp"
            value={totp}
            onChange={edit('totp', setTotp)}
          />
        )}
        <Button type="submit" variant="primary" block disabled={save.isPending} data-testid="anti-phishing-submit">
          {save.isPending ? t('antiPhishing.saving') : t(current ? 'antiPhishing.change' : 'antiPhishing.set')}
        </Button>
      </form>
    </div>
  );
}
