import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';

export default function ChainGamePage() {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('nft.synthesize')}>
        <p className="muted small">{t('nft.gameLead')}</p>
        <EmptyState text={t('nft.noItems')} hint={t('nft.noItemsHint')} action={{ label: t('route.luckbox'), to: '/pages/nft/luckbox' }} />
        <button type="button" className="btn btn-primary btn-block" disabled>
          {t('nft.synthesize')}
        </button>
      </Card>
      <Card title={t('nft.history')}>
        <EmptyState />
      </Card>
    </>
  );
}
