import { useTranslation } from 'react-i18next';
import { Figure, Figures } from '../../../shared/ui/figure';
import { type PledgeTotal, usePledgeTotal } from '../api/get-pledge-total';

/** My totals' amount a figure shows: undefined while they load (skeleton), null when they failed ("--"). */
export function usePledgeFigure() {
  const total = usePledgeTotal();
  return (pick: (data: PledgeTotal) => string) => (total.isError ? null : total.data ? pick(total.data) : undefined);
}

/** Today's and all my earnings, side by side. */
export function EarningsFigures() {
  const { t } = useTranslation();
  const figure = usePledgeFigure();
  return (
    <Figures columns={2}>
      <Figure label={t('home.todayEarnings')} value={figure((d) => d.today_earnings)} asset="USDT" />
      <Figure label={t('home.totalEarnings')} value={figure((d) => d.total_earnings)} asset="USDT" />
    </Figures>
  );
}
