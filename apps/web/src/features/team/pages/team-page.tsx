import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { Tabs } from '../../../shared/ui/tabs';
import { useTeamInfo } from '../api/get-team-info';
import { useTeamMembers } from '../api/get-team-members';
import { useTeamRewards } from '../api/get-team-rewards';
import { formatDate } from '../format';
import '../team.css';

type Tab = '1' | '2' | '3' | 'rewards';

/** An empty team list, with the way to grow the team: promoting. */
function PromoteEmpty({ text, hint }: { text: string; hint: string }) {
  const { t } = useTranslation();
  return <EmptyState text={text} hint={hint} action={{ label: t('route.promote'), to: '/pages/promote/promote' }} />;
}

function MembersList({ level }: { level: number }) {
  const { t } = useTranslation();
  const members = useTeamMembers(level);
  return (
    <InfiniteList
      query={members}
      testId="team-members"
      itemKey={(m) => `${m.account}-${m.joined_at}`}
      renderItem={(m) => (
        <div className="record" data-testid="team-member">
          <div className="tm-member">
            <span className="avatar tm-avatar">{m.avatar ? <img src={m.avatar} alt="" /> : m.nickname.slice(0, 1)}</span>
            <div>
              <div>
                {m.nickname} <span className="muted small num">{m.account}</span>
              </div>
              <div className="muted small">
                {t('team.joined', { date: formatDate(m.joined_at) })}{' '}
                {m.active ? (
                  <span className="chip">{t('team.activeTag')}</span>
                ) : (
                  <span className="chip chip-muted">{t('team.inactiveTag')}</span>
                )}
              </div>
            </div>
          </div>
          <div className="tm-amount">
            <div className="num">{m.staked}</div>
            <div className="muted small">{t('team.staked')} USDT</div>
          </div>
        </div>
      )}
      empty={<PromoteEmpty text={t('team.noMembers')} hint={t('team.noMembersHint')} />}
    />
  );
}

function RewardsList() {
  const { t } = useTranslation();
  const rewards = useTeamRewards();
  return (
    <InfiniteList
      query={rewards}
      testId="team-rewards"
      itemKey={(r) => r.id}
      renderItem={(r) => (
        <div className="record" data-testid="team-reward">
          <div>
            <div>{t('team.rewardFrom', { level: r.level, from: r.from })}</div>
            <div className="muted small num">{r.day}</div>
          </div>
          <div className="tm-amount num tm-up">
            +{r.amount} <small>{r.asset}</small>
          </div>
        </div>
      )}
      empty={<PromoteEmpty text={t('team.noRewards')} hint={t('team.noRewardsHint')} />}
    />
  );
}

/** `/pages/team/team` 我的团队: rewards, figures per level, members by level (masked) and my rewards. */
export default function TeamPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const [tab, setTab] = useState<Tab>(String(Math.min(3, query.level)) as Tab);
  const info = useTeamInfo();
  const figure = (value: string | undefined) => (info.isError ? null : value);
  return (
    <>
      <Card className="hero-card">
        <Figures columns={2}>
          <Figure label={t('team.rewardsToday')} value={figure(info.data?.today_rewards)} asset="USDT" />
          <Figure label={t('team.rewardsTotal')} value={figure(info.data?.total_rewards)} asset="USDT" />
        </Figures>
      </Card>
      <Card
        title={t('team.byLevel')}
        extra={info.data && <span className="muted small">{t('team.totalMembers', { n: info.data.total_members })}</span>}
      >
        <div className="tm-levels" data-testid="team-levels">
          <div className="tm-levels-row tm-levels-head muted small">
            <span />
            <span>{t('team.members')}</span>
            <span>{t('team.active')}</span>
            <span>{t('team.staked')} (USDT)</span>
          </div>
          {(info.data?.levels ?? [1, 2, 3].map((level) => ({ level, members: undefined, active: undefined, staked: undefined }))).map(
            (l) => (
              <div className="tm-levels-row num" key={l.level} data-testid={`team-level-${l.level}`}>
                <span className="muted">{t('team.level', { level: l.level })}</span>
                <span>{l.members ?? '--'}</span>
                <span>{l.active ?? '--'}</span>
                <span>{l.staked ?? '--'}</span>
              </div>
            ),
          )}
        </div>
      </Card>
      <Tabs
        tabs={[
          ...(['1', '2', '3'] as const).map((key) => ({ key, label: t('team.level', { level: key }) })),
          { key: 'rewards' as const, label: t('team.rewardsTab') },
        ]}
        active={tab}
        onChange={setTab}
      />
      <Card>{tab === 'rewards' ? <RewardsList /> : <MembersList key={tab} level={Number(tab)} />}</Card>
    </>
  );
}
