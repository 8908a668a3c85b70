import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { KeyValue } from '../../../shared/ui/key-value';

export default function NftDetailPage() {
  const { t } = useTranslation();
  const { id } = usePageQuery();
  return (
    <>
      <Card>
        <div className="chart-placeholder" style={{ height: '16rem' }}>
          {id ? `#${id}` : t('nft.noSelection')}
        </div>
      </Card>
      <Card title={t('nft.attributes')}>
        {[t('nft.collection'), t('nft.rarity'), t('nft.owner'), t('nft.price')].map((key) => (
          <KeyValue key={key} label={key} value="--" />
        ))}
      </Card>
      <Card title={t('nft.provenance')}>
        <EmptyState text={t('nft.noProvenance')} action={{ label: t('nft.market'), to: '/pages/nft/nft' }} />
      </Card>
    </>
  );
}
