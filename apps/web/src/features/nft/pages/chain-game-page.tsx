import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function ChainGamePage() {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('nft.synthesize')}>
        <p className="muted small">{t('nft.gameLead')}</p>
        <EmptyState text={t('nft.noItems')} hint={t('nft.noItemsHint')} action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }} />
        <Button variant="primary" block disabled>
          {t('nft.synthesize')}
        </Button>
      </Card>
      <Card title={t('nft.history')}>
        <EmptyState />
      </Card>
    </>
  );
}
