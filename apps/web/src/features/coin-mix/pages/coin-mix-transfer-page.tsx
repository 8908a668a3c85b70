import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Field } from '../../../shared/ui/field';

export default function CoinMixTransferPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="banner">{t('common.comingSoon')}</div>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <p className="muted">{t('coinMix.transferLead')}</p>
        <Field label={`${t('wallet.amount')} (USDT)`} hint={`${t('wallet.available')}: --`}>
          <input disabled inputMode="decimal" placeholder="0.00" />
        </Field>
        <Button type="submit" variant="primary" block disabled>
          {t('route.coinMixTransfer')}
        </Button>
      </form>
    </>
  );
}
