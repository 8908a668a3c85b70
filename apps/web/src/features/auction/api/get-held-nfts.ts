import { nftApi } from '@mcc/contract/nft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { auctionKeys } from './auction-keys';

/** The member's held NFTs, which can go on auction. */
export function useHeldNfts() {
  return useQuery(
    queryOptions({
      queryKey: auctionKeys.heldNfts(),
      queryFn: () => call(nftApi.mine, { page: 1, state: 'held' }, { silent: true }),
    }),
  );
}
