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
