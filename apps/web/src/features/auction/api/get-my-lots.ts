import { auctionApi } from '@mcc/contract/auction';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { auctionKeys } from './auction-keys';

/** The lots I sell, newest first, by keyset pages. */
export function useMyLots() {
  return useInfiniteQuery(endpointBeforeQuery(auctionKeys.selling(), auctionApi.coupons));
}
