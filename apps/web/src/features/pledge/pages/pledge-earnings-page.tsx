import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';

export default function PledgeEarningsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Card className="hero-card">
        <Figures columns={2}>
          <Figure label={t('home.todayEarnings')} value={null} asset="USDT" />
          <Figure label={t('home.totalEarnings')} value={null} asset="USDT" />
        </Figures>
      </Card>
      <h2 className="section-title">{t('pledge.byDay')}</h2>
      <Card>
        <EmptyState
          text={t('pledge.noEarnings')}
          hint={t('pledge.noEarningsHint')}
          action={{ label: t('pledge.browseProducts'), to: '/' }}
        />
      </Card>
    </>
  );
}
