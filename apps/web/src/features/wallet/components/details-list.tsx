import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

/** The details list of an asset, with its type filter. */
export function DetailsList({ action }: { action: { label: string; to: string } }) {
  const { t } = useTranslation();
  return (
    <Card title={t('wallet.details')} extra={<span className="chip chip-muted">{t('common.all')}</span>}>
      <EmptyState text={t('wallet.noDetails')} hint={t('wallet.noDetailsHint')} action={action} />
    </Card>
  );
}
