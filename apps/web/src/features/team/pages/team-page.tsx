import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';
import { Tabs } from '../../../shared/ui/tabs';

type Level = '1' | '2' | '3';

export default function TeamPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const [level, setLevel] = useState<Level>(String(Math.min(3, query.level)) as Level);
  return (
    <>
      <Card className="hero-card">
        <Figures columns={2}>
          <Figure label={t('team.rewardsToday')} value={null} asset="USDT" />
          <Figure label={t('team.rewardsTotal')} value={null} asset="USDT" />
        </Figures>
      </Card>
      <Card title={t('team.byLevel')}>
        <Figures>
          <Figure label={t('team.members')} value={null} />
          <Figure label={t('team.active')} value={null} />
          <Figure label={t('team.staked')} value={null} asset="USDT" />
        </Figures>
      </Card>
      <Tabs
        tabs={(['1', '2', '3'] as const).map((key) => ({ key, label: t('team.level', { level: key }) }))}
        active={level}
        onChange={setLevel}
      />
      <Card>
        <EmptyState
          text={t('team.noMembers')}
          hint={t('team.noMembersHint')}
          action={{ label: t('route.promote'), to: '/pages/promote/promote' }}
        />
      </Card>
    </>
  );
}
