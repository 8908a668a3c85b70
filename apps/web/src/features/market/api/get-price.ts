import { marketApi } from '@mcc/contract/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { marketKeys } from './market-keys';

export const priceQuery = () => queryOptions({ queryKey: marketKeys.price(), queryFn: () => call(marketApi.price, {}, { silent: true }) });

/** Price now, 24 h change, high, low, volume, fee and whether trading is paused. */
export function usePrice() {
  return useQuery(priceQuery());
}
