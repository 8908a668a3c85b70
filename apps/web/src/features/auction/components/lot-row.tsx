import type { LotCard } from '@mcc/contract/auction';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../shared/ui/page-link';
import { TimeLeft } from './time-left';

/** A lot in a list: picture, name, current bid, time left; `extra` says the member's standing. */
export function LotRow({ lot, to, extra }: { lot: LotCard; to?: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageLink to={to ?? `/pages/auction/lot?id=${lot.id}`} className="lot-row" testId={`lot-${lot.id}`}>
      <img className="lot-row-image" src={lot.image} alt="" loading="lazy" />
      <div className="lot-row-body">
        <div className="lot-row-title">{lot.title}</div>
        <div className="small">
          {t(lot.bid_count > 0 ? 'auction.currentBid' : 'auction.startPrice')}{' '}
          <span className="num strong">
            {lot.current_bid} {lot.asset}
          </span>
        </div>
        <div className="small muted">
          {lot.status === 'open' ? <TimeLeft endsAt={lot.ends_at} /> : t(`auction.lotStatus.${lot.status}`)}
          {extra && <> · {extra}</>}
        </div>
      </div>
    </PageLink>
  );
}
