import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useMine(collectionId: number | undefined, tier: string | undefined, state?: 'held' | 'listed' | 'locked') {
  return useInfiniteQuery(
    beforeQuery(nftKeys.mine(collectionId, tier, state), (before) =>
      call(nftApi.mine, { before, collection_id: collectionId, tier: tier as 'N' | undefined, state }, { silent: true }),
    ),
  );
}
