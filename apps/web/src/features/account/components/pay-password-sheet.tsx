import type { Userinfo } from '@mcc/contract/account';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { useUser } from '../../../shared/api/get-user';
import { sendCode } from '../../../shared/api/send-code';
import { Button } from '../../../shared/ui/button';
import { CodeField } from '../../../shared/ui/code-field';
import { PayPasswordKeypad } from '../../../shared/ui/pay-password-keypad';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { useCheckPayPasswordCode, useSetPayPassword } from '../api/set-pay-password';
import { checkCode, maskEmail, maskMobile } from '../validation';

type Step = 'code' | 'enter' | 'repeat';

/**
 * Sets the 6-digit pay password: a code to the member's own mobile (or email), checked by the server,
 * then the keypad twice.
 */
export function PayPasswordSheet({ user, visible, onClose }: { user: Userinfo; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('code');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const save = useSetPayPassword();
  const check = useCheckPayPasswordCode();
  const target = user.mobile ? { mobile: user.mobile } : { email: user.email };
  const shownTarget = user.mobile ? maskMobile(user.mobile) : maskEmail(user.email);

  const close = () => {
    setStep('code');
    setCode('');
    setFirst('');
    setSecond('');
    setMismatch(false);
    setCodeError(undefined);
    onClose();
  };

  const submit = async (paypwd: string) => {
    try {
      await save.mutateAsync({ paypwd, code });
      void showToast({ title: t('account.payPasswordSaved'), icon: 'success' });
      close();
    } catch (cause) {
      // the code ran out meanwhile: back to the code step, with the server's msg under the field
      if (cause instanceof RequestError && cause.code === 0 && cause.field === 'code') setCodeError(cause.message);
      setStep('code');
      setFirst('');
      setSecond('');
    }
  };

  return (
    <Popup visible={visible} onMaskClick={close} bodyStyle={sheetBodyStyle()}>
      <div className="sheet" data-testid="pay-password-sheet">
        <h3 className="sheet-title">{t(user.has_paypwd ? 'account.changePayPassword' : 'account.setPayPassword')}</h3>
        {step === 'code' && (
          <div className="form">
            <p className="muted small">{t('account.codeSentTo', { target: shownTarget })}</p>
            <CodeField
              id="paypwd-code"
              label={t('account.code')}
              placeholder={t('account.codePlaceholder')}
              value={code}
              onChange={setCode}
              onSend={() => sendCode(target, 'paypwd')}
              error={codeError}
            />
            <Button
              variant="primary"
              block
              disabled={check.isPending}
              data-testid="paypwd-code-next"
              onClick={async () => {
                const problem = checkCode(code);
                setCodeError(problem ? t(`account.errors.${problem}`) : undefined);
                if (problem) return;
                // The server says whether the code is right before the new pay password is typed twice.
                try {
                  await check.mutateAsync({ code });
                  setStep('enter');
                } catch (cause) {
                  if (cause instanceof RequestError && cause.code === 0) setCodeError(cause.message);
                }
              }}
            >
              {t('account.next')}
            </Button>
          </div>
        )}
        {step !== 'code' && (
          <div className="form" style={{ alignItems: 'center' }}>
            <p className="muted">{t(step === 'enter' ? 'account.enterPayPassword' : 'account.repeatPayPassword')}</p>
            <PayPasswordKeypad
              key={step}
              value={step === 'enter' ? first : second}
              error={mismatch}
              onChange={(value) => {
                setMismatch(false);
                if (step === 'enter') setFirst(value);
                else setSecond(value);
              }}
              onFill={(value) => {
                if (step === 'enter') {
                  setStep('repeat');
                } else if (value !== first) {
                  setMismatch(true);
                  setSecond('');
                  void showToast({ title: t('account.errors.payPasswordMismatch') });
                } else {
                  void submit(value);
                }
              }}
            />
          </div>
        )}
      </div>
    </Popup>
  );
}

/** The pay-password sheet for the signed-in member, opened over any page (the app's PayPasswordSetupProvider). */
export function PayPasswordSetupSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { data: user } = useUser();
  return user ? <PayPasswordSheet user={user} visible={visible} onClose={onClose} /> : null;
}
