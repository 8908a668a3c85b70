import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useMarket(collectionId: number | undefined, tier: string | undefined) {
  return useInfiniteQuery(
    endpointBeforeQuery(nftKeys.market(collectionId, tier), nftApi.market, { collection_id: collectionId, tier: tier as 'N' | undefined }),
  );
}
