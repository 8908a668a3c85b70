import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useMyListings() {
  return useInfiniteQuery(beforeQuery(nftKeys.myListings(), (before) => call(nftApi.myListings, { before }, { silent: true })));
}
