import type { TotpSetupData } from '@mcc/contract/totp';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { useUserFigures } from '../../../shared/api/get-user';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { LinkList } from '../../../shared/ui/link-list';
import { queryView } from '../../../shared/ui/query-view';
import { TotpField } from '../../../shared/ui/totp-field';
import { useTotpDisable, useTotpSetup } from '../api/second-factor';
import { AntiPhishingEntry } from '../components/anti-phishing-entry';
import { RecoveryCodes, TotpEnrol } from '../components/totp-enrol';
import '../components/second-factor.css';

/** Turning the factor off: a code from the app or a recovery code. */
function TotpOff() {
  const { t } = useTranslation();
  const disable = useTotpDisable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('totp.codeRequired'));
    try {
      await disable.mutateAsync({ code: code.trim() });
      setCode('');
      void showToast({ title: t('totp.disabled'), icon: 'success' });
    } catch (failure) {
      setError(failure instanceof RequestError ? failure.message : t('runtime.requestError'));
    }
  };

  return (
    <Card title={t('totp.disableTitle')}>
      <form className="form" onSubmit={submit} noValidate>
        <TotpField
          id="totp-disable-code"
          label={t('totp.codeOrRecovery')}
          error={error}
          hint={t('totp.disableNote')}
          name="code"
          value={code}
          onChange={(typed) => {
            setCode(typed);
            setError(null);
          }}
        />
        <Button type="submit" variant="danger" block disabled={disable.isPending} data-testid="totp-disable">
          {t('totp.disable')}
        </Button>
      </form>
    </Card>
  );
}

/** Two-step verification (TOTP): turn it on with an authenticator app, see the recovery codes once, turn it off. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const figures = useUserFigures();
  const setup = useTotpSetup();
  const [pending, setPending] = useState<TotpSetupData | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  // The recovery codes come first: they are shown once, whatever the member's index says meanwhile.
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onSaved={() => setRecoveryCodes(null)} />;
  const loaded = queryView(figures, <div className="skeleton" style={{ height: '12rem' }} aria-busy="true" />);
  if (!loaded.ready) return loaded.view;
  const on = loaded.data.totp_enabled === true;

  // The page's other entries: one line each.
  const entries = (
    <div style={{ marginTop: '0.75rem' }}>
      <LinkList
        items={[{ label: t('addressBook.entry'), to: '/pages/usdt/addressBook', icon: <EnvironmentOutline />, testId: 'address-book-row' }]}
      />
    </div>
  );

  return (
    <>
      <Card>
        <div className="card-head">
          <span>{t('totp.entry')}</span>
          <span className={on ? 'sf-status-on' : 'muted'} data-testid="totp-status">
            {t(on ? 'totp.on' : 'totp.off')}
          </span>
        </div>
        <p className="muted">{t(on ? 'totp.onNote' : 'totp.intro')}</p>
      </Card>
      {on && <TotpOff />}
      {!on && pending && (
        <TotpEnrol
          setup={pending}
          onEnabled={(codes) => {
            setPending(null);
            setRecoveryCodes(codes);
            void showToast({ title: t('totp.enabled'), icon: 'success' });
          }}
        />
      )}
      {!on && !pending && (
        <div className="form">
          <Button
            variant="primary"
            block
            disabled={setup.isPending}
            data-testid="totp-start"
            onClick={async () => {
              try {
                setPending(await setup.mutateAsync());
              } catch {
                // the request layer showed the refusal
              }
            }}
          >
            {t('totp.start')}
          </Button>
        </div>
      )}
      <AntiPhishingEntry />
      {entries}
    </>
  );
}
