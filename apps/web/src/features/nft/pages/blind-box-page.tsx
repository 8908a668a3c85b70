import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function BlindBoxPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('nft.boxes')}>
        <EmptyState text={t('nft.noBoxes')} hint={t('nft.noBoxesHint')} action={{ label: t('route.notice'), to: '/pages/notice/notice' }} />
      </Card>
      <Card title={t('nft.odds')}>
        <p className="muted small">{t('nft.fairness')}</p>
      </Card>
      <Card title={t('nft.myDraws')}>
        <EmptyState text={t('nft.noDraws')} />
      </Card>
    </>
  );
}
