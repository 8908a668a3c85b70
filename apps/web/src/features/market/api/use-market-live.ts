import type { MarketPrice } from '@mcc/contract/market';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStreamEvent } from '../../../runtime/live-stream';
import { marketKeys } from './market-keys';

/** Refetching after a burst of trades waits this long, so a busy market costs one refetch a second. */
const SETTLE_MS = 1000;

/**
 * Keeps the market page live from the shared stream: a trade moves the price at once (the event
 * carries the pool's price after it) and refetches the figures, candles, public trades and quotes a
 * moment later; a pool change (fee, pause, liquidity) refetches the price; a reset refetches all.
 */
export function useMarketLive(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: marketKeys.price() });
      void queryClient.invalidateQueries({ queryKey: marketKeys.histories() });
      void queryClient.invalidateQueries({ queryKey: marketKeys.recordsOf('all') });
      void queryClient.invalidateQueries({ queryKey: marketKeys.quotes() });
    }, SETTLE_MS);
  };

  useStreamEvent('market.trade', (trade) => {
    queryClient.setQueryData<MarketPrice>(marketKeys.price(), (old) => (old ? { ...old, price: trade.price_after } : old));
    settle();
  });
  useStreamEvent('market.pool', (pool) => {
    queryClient.setQueryData<MarketPrice>(marketKeys.price(), (old) => (old ? { ...old, ...pool } : old));
    settle();
  });
  useStreamEvent('stream.reset', () => void queryClient.invalidateQueries({ queryKey: marketKeys.all }));
}
