import { auctionApi } from '@mcc/contract/auction';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { numberedQuery } from '../../../shared/api/paged-query';
import { auctionKeys } from './auction-keys';

export function useOpenLots() {
  return useInfiniteQuery(numberedQuery(auctionKeys.open(), (page) => call(auctionApi.index, { page }, { silent: true })));
}
