import type { MarketSide } from '@mcc/contract/market';
import { marketApi } from '@mcc/contract/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { marketKeys } from './market-keys';

/**
 * What `amount` would get now on `side`, once the amount is one the server accepts (`valid`). A
 * refusal (pool paused or empty, too small) comes back as the query's error, without a toast.
 */
export function useQuote(side: MarketSide, amount: string, valid: boolean) {
  return useQuery({
    queryKey: marketKeys.quote(side, amount),
    queryFn: ({ signal }) => call(marketApi.quote, { side, amount }, { silent: true, quietRefusal: true, signal }),
    enabled: valid,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
