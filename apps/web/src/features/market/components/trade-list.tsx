import type { TradeRecord } from '@mcc/contract/market';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { InfiniteList } from '../../../shared/ui/infinite-list';
import { Tabs } from '../../../shared/ui/tabs';
import { useTradeRecords } from '../api/get-records';
import { tradeTime } from '../format';

function TradeLine({ trade }: { trade: TradeRecord }) {
  const { t } = useTranslation();
  const buy = trade.side === 'buy';
  return (
    <div className="mk-line" data-testid="trade-line" data-side={trade.side}>
      <div className="mk-line-main">
        <div className={buy ? 'mk-side mk-up' : 'mk-side mk-down'}>{t(buy ? 'market.buy' : 'market.sell')}</div>
        <div className="mk-line-sub num">
          {tradeTime(trade.created_at)}
          {trade.member && <span className="mk-member"> · {trade.member}</span>}
        </div>
      </div>
      <div className="mk-line-side num">
        <div>
          {buy ? trade.amount_out : trade.amount_in} <span className="figure-asset">MCC</span>
        </div>
        <div className="mk-line-sub">
          @ {trade.price} · {buy ? trade.amount_in : trade.amount_out} USDT
        </div>
      </div>
    </div>
  );
}

/** Everyone's latest trades (members masked) and my own, loading more as they scroll. */
export function TradeList() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<'all' | 'mine'>('all');
  const query = useTradeRecords(scope);
  return (
    <Card>
      <Tabs
        tabs={[
          { key: 'all', label: t('market.recentTrades') },
          { key: 'mine', label: t('market.myTrades') },
        ]}
        active={scope}
        onChange={setScope}
      />
      <InfiniteList
        key={scope}
        query={query}
        testId={`trades-${scope}`}
        itemKey={(trade) => trade.id}
        renderItem={(trade) => <TradeLine trade={trade} />}
        empty={<EmptyState text={t(scope === 'all' ? 'market.noTrades' : 'market.noMyTrades')} />}
      />
    </Card>
  );
}
