import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Field } from '../../../shared/ui/field';

export default function OrderAppealPage() {
  const { t } = useTranslation();
  return (
    <>
      <div className="banner">{t('common.comingSoon')}</div>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auction.reason')}>
          <input disabled placeholder={t('auction.reasonPlaceholder')} />
        </Field>
        <Field label={t('auction.description')}>
          <textarea disabled placeholder={t('auction.descriptionPlaceholder')} />
        </Field>
        <p className="muted small">{t('auction.imagesHint')}</p>
        <Button type="submit" variant="primary" block disabled>
          {t('common.submit')}
        </Button>
      </form>
      <h2 className="section-title">{t('auction.thread')}</h2>
      <Card>
        <EmptyState text={t('auction.noThread')} action={{ label: t('route.auction'), to: '/pages/auction/auction' }} />
      </Card>
    </>
  );
}
