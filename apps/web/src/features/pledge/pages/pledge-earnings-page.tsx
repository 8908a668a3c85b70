import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { ListCard } from '../../../shared/ui/infinite-list';
import { usePledgeEarnings } from '../api/get-pledge-earnings';
import { EarningsFigures } from '../components/earnings-figures';
import { formatTime } from '../format';
import '../pledge.css';

/** `/pages/pledge/detail` AI量化收益: today's and total earnings, then every day's earning by order. */
export default function PledgeEarningsPage() {
  const { t } = useTranslation();
  const earnings = usePledgeEarnings();
  return (
    <>
      <Card className="hero-card">
        <EarningsFigures />
      </Card>
      <h2 className="section-title">{t('pledge.byDay')}</h2>
      <ListCard
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
        empty={{ text: t('pledge.noEarnings'), hint: t('pledge.noEarningsHint'), action: { label: t('pledge.browseProducts'), to: '/' } }}
      />
    </>
  );
}
