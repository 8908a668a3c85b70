import type { DataOf, InputOf } from '@mcc/contract/endpoint';
import type { nftApi } from '@mcc/contract/nft';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';

// Query keys of the NFT pages, from general to specific: anything that moves an NFT (a purchase, a
// box, a synthesis, a listing) refreshes the whole root.
const root = queryRoots.nft;

export const nftKeys = {
  all: root,
  home: () => [...root, 'home'] as const,
  collections: () => [...root, 'collections'] as const,
  market: (collectionId: number | undefined, tier: string | undefined) => [...root, 'market', collectionId ?? 0, tier ?? ''] as const,
  mine: (collectionId: number | undefined, tier: string | undefined, state: string | undefined) =>
    [...root, 'mine', collectionId ?? 0, tier ?? '', state ?? ''] as const,
  myListings: () => [...root, 'my-listings'] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  boxes: () => [...root, 'boxes'] as const,
  seeds: () => [...root, 'seeds'] as const,
  seedHistory: () => [...root, 'seed-history'] as const,
  draws: (kind: string) => [...root, 'draws', kind] as const,
  verify: (drawId: number) => [...root, 'verify', drawId] as const,
  game: () => [...root, 'game'] as const,
};

// What the NFT pages' reads share. Each read and each action has a file of its own beside this one.

export type NftHome = DataOf<typeof nftApi.home>;
export type NftDetailData = DataOf<typeof nftApi.detail>;
export type BoxesData = DataOf<typeof nftApi.boxes>;
export type SeedsData = DataOf<typeof nftApi.seeds>;
export type GameData = DataOf<typeof nftApi.game>;

// What members do with NFTs. Buying, opening a box and synthesising go under an Idempotency-Key
// with the pay password; listing, repricing, cancelling and rotating seeds move no money.

export type BuyResult = DataOf<typeof nftApi.buy>;
export type OpenResult = DataOf<typeof nftApi.open>;
export type SynthesizeResult = DataOf<typeof nftApi.synthesize>;
export type RotateResult = DataOf<typeof nftApi.rotate>;

export const afterMoney = [nftKeys.all, queryRoots.wallet, queryRoots.user];

/** A call that moves no money; refusals are left to the form, and every NFT query refreshes after. */
export function useNftCall<E extends typeof nftApi.list | typeof nftApi.reprice | typeof nftApi.cancel | typeof nftApi.rotate>(
  endpoint: E,
) {
  const queryClient = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => call(endpoint, input, { quietRefusal: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
}
