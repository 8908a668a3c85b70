import { auctionApi } from '@mcc/contract/auction';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointNumberedQuery } from '../../../shared/api/paged-query';
import { auctionKeys } from './auction-keys';

export function useOpenLots() {
  return useInfiniteQuery(endpointNumberedQuery(auctionKeys.open(), auctionApi.index));
}
