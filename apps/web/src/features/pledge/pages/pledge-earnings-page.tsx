import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Figure, Figures } from '../../../shared/ui/figure';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { usePledgeEarnings } from '../api/get-pledge-earnings';
import { usePledgeTotal } from '../api/get-pledge-total';
import { formatTime } from '../format';
import '../pledge.css';

/** `/pages/pledge/detail` AI量化收益: today's and total earnings, then every day's earning by order. */
export default function PledgeEarningsPage() {
  const { t } = useTranslation();
  const total = usePledgeTotal();
  const earnings = usePledgeEarnings();
  const figure = (value: string | undefined) => (total.isError ? null : value);
  return (
    <>
      <Card className="hero-card">
        <Figures columns={2}>
          <Figure label={t('home.todayEarnings')} value={figure(total.data?.today_earnings)} asset="USDT" />
          <Figure label={t('home.totalEarnings')} value={figure(total.data?.total_earnings)} asset="USDT" />
        </Figures>
      </Card>
      <h2 className="section-title">{t('pledge.byDay')}</h2>
      <Card>
        <InfiniteList
          query={earnings}
          testId="earnings"
          itemKey={(e) => e.id}
          renderItem={(e) => (
            <div className="record" data-testid="earning">
              <div>
                <div>{e.product_name}</div>
                <div className="muted small">
                  {t('pledge.earningOf', { day: e.day })} · {t('pledge.orderNumber', { id: e.order_id })}
                </div>
              </div>
              <div className="pl-record-amount">
                <div className="num pl-up">
                  +{e.amount} <small>{e.asset}</small>
                </div>
                <div className="muted small num">{formatTime(e.created_at)}</div>
              </div>
            </div>
          )}
          empty={
            <EmptyState
              text={t('pledge.noEarnings')}
              hint={t('pledge.noEarningsHint')}
              action={{ label: t('pledge.browseProducts'), to: '/' }}
            />
          }
        />
      </Card>
    </>
  );
}
