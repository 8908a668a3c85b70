import { ADDRESS_LABEL_MAX, type AddressNetwork, addressNetworks } from '@mcc/contract/address-book';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../runtime/request';
import { showToast } from '../../../runtime/toast';
import { labelLength } from '../../../shared/address-book';
import { useUser } from '../../../shared/api/get-user';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/field';
import { MoneyForm } from '../../../shared/ui/money-form';
import { PayPasswordBanner } from '../../../shared/ui/pay-password-banner';
import { PayPasswordKeypad } from '../../../shared/ui/pay-password-keypad';
import { sheetBodyStyle } from '../../../shared/ui/sheet-style';
import { useTotpField } from '../../../shared/ui/totp-field';
import { VerbatimField } from '../../../shared/ui/verbatim-field';
import { useAddAddress } from '../api/address-book';
import { checkAddress } from '../validation';
import { useProblemText } from './use-problem-text';

type FieldName = 'address' | 'label';

/**
 * Saves a withdrawal address: network, address and label (checked here as the server checks them),
 * the authenticator code when the member has it on, then the pay password on the keypad. A refusal
 * about a field goes back to the form under that field; a wrong pay password keeps the keypad.
 */
export function AddAddressSheet({
  visible,
  network: initial,
  onClose,
}: {
  visible: boolean;
  network: AddressNetwork;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const save = useAddAddress();
  const totp = useTotpField('address-totp');
  const problemText = useProblemText('USDT');
  const [network, setNetwork] = useState<AddressNetwork>(initial);
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [step, setStep] = useState<'form' | 'paypwd'>('form');
  const [digits, setDigits] = useState('');
  const [keypadError, setKeypadError] = useState<string | null>(null);
  const canPay = user.data?.has_paypwd !== false;

  const close = () => {
    if (save.isPending) return;
    setStep('form');
    setAddress('');
    setLabel('');
    setErrors({});
    setDigits('');
    setKeypadError(null);
    totp.reset();
    onClose();
  };

  const review = () => {
    const addressProblem = checkAddress(network, address);
    const length = labelLength(label);
    const found = {
      address: addressProblem ? problemText(addressProblem, { network }) : undefined,
      label:
        length === 0
          ? t('addressBook.labelRequired')
          : length > ADDRESS_LABEL_MAX
            ? t('addressBook.labelTooLong', { max: ADDRESS_LABEL_MAX })
            : undefined,
    };
    setErrors(found);
    if (totp.check() && !found.address && !found.label) {
      setKeypadError(null);
      setDigits('');
      setStep('paypwd');
    }
  };

  const submit = async (paypwd: string) => {
    try {
      await save.mutateAsync({ network, address: address.trim(), label: label.trim(), paypwd, ...totp.body });
      void showToast({ title: t('addressBook.saved'), icon: 'success' });
      close();
    } catch (cause) {
      if (!(cause instanceof RequestError) || cause.code !== 0) {
        setStep('form');
        return;
      }
      if (cause.field === 'paypwd') {
        setDigits('');
        setKeypadError(cause.message);
        return;
      }
      setStep('form');
      if (totp.refused(cause)) return;
      if (cause.field === 'label') setErrors({ label: cause.message });
      else setErrors({ address: cause.message });
    }
  };

  return (
    <Popup visible={visible} onMaskClick={close} destroyOnClose bodyStyle={sheetBodyStyle('92vh')}>
      <div className="sheet" data-testid="address-add-sheet">
        <h3 className="sheet-title">{step === 'form' ? t('addressBook.addTitle') : t('money.enterPayPassword')}</h3>
        {step === 'form' && (
          <MoneyForm onSubmit={review}>
            <fieldset className="field network-field">
              <legend className="field-label">{t('wallet.network')}</legend>
              <div className="network-picker">
                {addressNetworks.map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-pressed={n === network}
                    data-testid={`address-network-${n}`}
                    onClick={() => {
                      setNetwork(n);
                      setErrors((e) => ({ ...e, address: undefined }));
                    }}
                  >
                    {n}
                  </button>
                ))}
              </div>
            </fieldset>
            <VerbatimField
              id="book-address"
              label={t('wallet.addressOf', { network })}
              error={errors.address}
              name="address"
              maxLength={120}
              placeholder={t('wallet.addressPlaceholder')}
              value={address}
              onChange={(typed) => {
                setAddress(typed.trim());
                setErrors((current) => ({ ...current, address: undefined }));
              }}
            />
            <TextField
              id="book-label"
              label={t('addressBook.label')}
              error={errors.label}
              hint={t('addressBook.labelHint', { n: labelLength(label), max: ADDRESS_LABEL_MAX })}
              name="label"
              autoComplete="off"
              maxLength={200}
              placeholder={t('addressBook.labelPlaceholder')}
              value={label}
              onChange={(typed) => {
                setLabel(typed);
                setErrors((current) => ({ ...current, label: undefined }));
              }}
            />
            {totp.field}
            <p className="muted small">{t('addressBook.addNote')}</p>
            {!canPay && <PayPasswordBanner />}
            <Button type="submit" variant="primary" block disabled={!canPay} data-testid="address-add-submit">
              {t('addressBook.save')}
            </Button>
            <Button block onClick={close}>
              {t('common.cancel')}
            </Button>
          </MoneyForm>
        )}
        {step === 'paypwd' && (
          <div className="form">
            {keypadError && (
              <p className="sheet-error" role="alert" data-testid="sheet-error">
                {keypadError}
              </p>
            )}
            {save.isPending && <p className="sheet-note">{t('money.sending')}</p>}
            <PayPasswordKeypad
              value={digits}
              error={Boolean(keypadError)}
              onChange={(value) => {
                if (save.isPending) return;
                setDigits(value);
                if (value) setKeypadError(null);
              }}
              onFill={(value) => {
                if (!save.isPending) void submit(value);
              }}
            />
          </div>
        )}
      </div>
    </Popup>
  );
}
