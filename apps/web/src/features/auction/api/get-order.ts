import { auctionApi } from '@mcc/contract/auction';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { auctionKeys } from './auction-keys';

export function useOrder(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: auctionKeys.order(id ?? 0),
      queryFn: () => call(auctionApi.order, { id: id ?? 0 }, { silent: true }),
      enabled: id !== null,
    }),
  );
}
