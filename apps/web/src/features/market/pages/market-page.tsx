import { type CandleInterval, candleIntervals, type MarketSide } from '@mcc/contract/market';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageQuery } from '../../../runtime/page-query';
import { useMarketHistory } from '../../../shared/api/get-market-history';
import { Card } from '../../../shared/ui/card';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadError } from '../../../shared/ui/load-error';
import { PriceChart } from '../../../shared/ui/price-chart';
import { Tabs } from '../../../shared/ui/tabs';
import { usePrice } from '../api/get-price';
import { useMarketLive } from '../api/use-market-live';
import { PriceHeader } from '../components/price-header';
import { TradeList } from '../components/trade-list';
import { TradePanel } from '../components/trade-panel';
import '../market.css';

/** The MCC market: price, candles, buy and sell against the pool, and the trades; live from the event stream. */
export default function MarketPage() {
  const { t } = useTranslation();
  const query = usePageQuery();
  const [side, setSide] = useState<MarketSide>(query.get('side') === 'sell' ? 'sell' : 'buy');
  const [interval, setInterval] = useState<CandleInterval>('15m');
  const price = usePrice();
  const history = useMarketHistory(interval);
  useMarketLive();
  const candles = history.data?.list;
  return (
    <>
      <PriceHeader price={price.data} failed={price.isError} onRetry={() => void price.refetch()} />
      <Card>
        <Tabs tabs={candleIntervals.map((key) => ({ key, label: key }))} active={interval} onChange={setInterval} />
        {history.isError && !candles ? (
          <LoadError onRetry={() => void history.refetch()} />
        ) : candles && candles.length === 0 ? (
          <EmptyState text={t('market.noCandles')} />
        ) : (
          <PriceChart candles={candles} interval={interval} testId="market-chart" />
        )}
      </Card>
      <TradePanel side={side} onSide={setSide} paused={price.data?.paused ?? false} />
      <TradeList />
    </>
  );
}
