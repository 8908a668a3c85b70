import { coinmixApi } from '@mcc/contract/coinmix';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixKeys } from './coinmix-keys';

/** The server's own fee and units for what the member typed (null while the input is not a valid amount). */
export function useCoinMixQuote(side: 'subscribe' | 'redeem', amount: string | null) {
  return useQuery({
    queryKey: coinMixKeys.quote(side, amount ?? ''),
    queryFn: () => call(coinmixApi.quote, { side, amount: amount ?? '' }, { silent: true, quietRefusal: true }),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
