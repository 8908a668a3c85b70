import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useMarket(collectionId: number | undefined, tier: string | undefined) {
  return useInfiniteQuery(
    beforeQuery(nftKeys.market(collectionId, tier), (before) =>
      call(nftApi.market, { before, collection_id: collectionId, tier: tier as 'N' | undefined }, { silent: true }),
    ),
  );
}
