import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';

const STEPS = ['bid', 'won', 'escrow', 'confirmed', 'settled'] as const;

export default function AuctionOrderPage() {
  const { t } = useTranslation();
  const { id } = usePageQuery();
  return (
    <>
      <Card title={t('auction.timeline')} extra={id ? `#${id}` : undefined}>
        {STEPS.map((step) => (
          <KeyValue key={step} label={t(`auction.step.${step}`)} value="--" valueClassName="muted" />
        ))}
      </Card>
      <Card title={t('auction.amounts')}>
        <EmptyState text={t('auction.noOrder')} action={{ label: t('route.auction'), to: '/pages/auction/auction' }} />
      </Card>
    </>
  );
}
