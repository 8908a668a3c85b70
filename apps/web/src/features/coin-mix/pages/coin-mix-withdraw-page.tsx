import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';

export default function CoinMixWithdrawPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="banner">{t('common.comingSoon')}</div>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('wallet.address')}>
          <input disabled placeholder={t('wallet.addressPlaceholder')} />
        </Field>
        <Field label={`${t('wallet.amount')} (USDT)`} hint={`${t('wallet.available')}: --`}>
          <input disabled inputMode="decimal" placeholder="0.00" />
        </Field>
        <Button type="submit" variant="primary" block disabled>
          {t('route.coinMixWithdraw')}
        </Button>
      </form>
      <h2 className="section-title">{t('wallet.withdrawRecords')}</h2>
      <Card>
        <EmptyState text={t('wallet.noWithdrawals')} />
      </Card>
    </>
  );
}
