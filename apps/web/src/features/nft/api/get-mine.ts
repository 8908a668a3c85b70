import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useMine(collectionId: number | undefined, tier: string | undefined, state?: 'held' | 'listed' | 'locked') {
  return useInfiniteQuery(
    endpointBeforeQuery(nftKeys.mine(collectionId, tier, state), nftApi.mine, {
      collection_id: collectionId,
      tier: tier as 'N' | undefined,
      state,
    }),
  );
}
