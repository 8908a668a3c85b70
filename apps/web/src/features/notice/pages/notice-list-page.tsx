import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function NoticeListPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState text={t('notice.none')} hint={t('notice.noneHint')} action={{ label: t('notice.backHome'), to: '/' }} />
    </Card>
  );
}
