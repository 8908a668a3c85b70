import { auctionApi } from '@mcc/contract/auction';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { auctionKeys } from './auction-keys';

/** The lots I sell, newest first, by keyset pages. */
export function useMyLots() {
  return useInfiniteQuery(beforeQuery(auctionKeys.selling(), (before) => call(auctionApi.coupons, { before }, { silent: true })));
}
