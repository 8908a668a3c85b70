import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function NoticeDetailPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState text={t('notice.notFound')} action={{ label: t('route.notice'), to: '/pages/notice/notice' }} />
    </Card>
  );
}
