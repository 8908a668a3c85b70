import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { nftCollection, nftCollectionsResponse, nftId } from './nft-common';
import {
  boxOnSale,
  drawsQuery,
  drawsResponse,
  gameResponse,
  nftBoxesResponse,
  openBoxBody,
  openBoxResponse,
  rotateBody,
  rotateResponse,
  seedHistoryQuery,
  seedHistoryResponse,
  seedsResponse,
  synthesizeBody,
  synthesizeResponse,
  verifyQuery,
  verifyResponse,
} from './nft-draws';
import {
  buyBody,
  buyResponse,
  cancelListingBody,
  detailQuery,
  detailResponse,
  listBody,
  listingResponse,
  marketItem,
  marketQuery,
  marketResponse,
  mineQuery,
  mineResponse,
  myListingsQuery,
  myListingsResponse,
  repriceBody,
} from './nft-market';

// NFTs for members: the NFT home (`/api/index/index`), the marketplace, blind boxes with their
// provably fair draws (the calls docs/api.md fixes: boxes, seeds, seeds/rotate, box/open, verify) and
// the chain game (synthesis). Prices are decimal strings in the asset's units; odds are parts per
// million; times are Unix seconds. Names and descriptions come in the request's language.
//
// The shapes live by area (nft-common, nft-market, nft-draws); this file holds the home and the
// calls, and exports every shape as well, so `@mcc/contract/nft` serves as before.

export * from './nft-common';
export * from './nft-draws';
export * from './nft-market';

// GET /api/index/index: the NFT home.
export const nftHomeData = z.object({
  banners: z.array(
    z.object({
      kind: z.enum(['box', 'collection']),
      id: nftId,
      title: z.string(),
      subtitle: z.string(),
      image: z.string(),
      link: z.string(),
    }),
  ),
  collections: z.array(nftCollection),
  listings: z.array(marketItem),
  boxes: z.array(
    z.object({
      id: nftId,
      name: z.string(),
      image: z.string(),
      ...boxOnSale,
    }),
  ),
  game: z.object({ recipes: z.number().int() }),
  /** The member's NFTs: all they hold (listed and locked ones too), and how many are on sale. */
  mine: z.object({ count: z.number().int(), listed: z.number().int() }),
});
export type NftHomeData = z.infer<typeof nftHomeData>;
export const nftHomeResponse = envelope(nftHomeData);

const member = endpointGroup({ tag: 'nft', caller: 'member' });

/** The members' NFT calls. */
export const nftApi = {
  home: member.get({ path: '/api/index/index', summary: 'NFT home', query: noQuery, response: nftHomeResponse }),
  collections: member.get({
    path: '/api/nft/collections',
    summary: 'Collections on show',
    query: noQuery,
    response: nftCollectionsResponse,
  }),
  market: member.get({
    path: '/api/nft/market',
    summary: 'NFTs on sale, newest first',
    query: marketQuery,
    response: marketResponse,
  }),
  mine: member.get({ path: '/api/nft/mine', summary: 'My NFTs, newest first', query: mineQuery, response: mineResponse }),
  myListings: member.get({
    path: '/api/nft/myListings',
    summary: 'My listings, newest first',
    query: myListingsQuery,
    response: myListingsResponse,
  }),
  detail: member.get({
    path: '/api/nft/detail',
    summary: 'One NFT: attributes, owner, listing, provenance',
    query: detailQuery,
    response: detailResponse,
  }),
  list: member.post({
    path: '/api/nft/list',
    summary: 'Put my NFT on sale at a fixed price',
    body: listBody,
    response: listingResponse,
  }),
  reprice: member.post({
    path: '/api/nft/reprice',
    summary: 'Change the price of my open listing',
    body: repriceBody,
    response: listingResponse,
  }),
  cancel: member.post({
    path: '/api/nft/cancel',
    summary: 'Take my NFT off sale',
    body: cancelListingBody,
    response: listingResponse,
  }),
  buy: member.post({
    path: '/api/nft/buy',
    summary: 'Buy a listed NFT: the price goes to the seller less fee and royalty, the NFT to me',
    body: buyBody,
    response: buyResponse,
    money: true,
    payPassword: true,
  }),
  boxes: member.get({
    path: '/api/nft/boxes',
    summary: 'Blind boxes on sale with their committed odds and observed draws',
    query: noQuery,
    response: nftBoxesResponse,
  }),
  seeds: member.get({
    path: '/api/nft/seeds',
    summary: 'My current seed pair (server seed hash, client seed, next nonce)',
    query: noQuery,
    response: seedsResponse,
  }),
  seedHistory: member.get({
    path: '/api/nft/seedHistory',
    summary: 'My revealed seed pairs, newest first',
    query: seedHistoryQuery,
    response: seedHistoryResponse,
  }),
  rotate: member.post({
    path: '/api/nft/seeds/rotate',
    summary: 'Reveal my server seed and start a new pair (optionally with a new client seed)',
    body: rotateBody,
    response: rotateResponse,
  }),
  open: member.post({
    path: '/api/nft/box/open',
    summary: 'Open a blind box: pays its price, draws with my next nonce',
    body: openBoxBody,
    response: openBoxResponse,
    money: true,
    payPassword: true,
  }),
  verify: member.get({
    path: '/api/nft/verify',
    summary: 'Everything needed to recompute one of my draws',
    query: verifyQuery,
    response: verifyResponse,
  }),
  draws: member.get({
    path: '/api/nft/draws',
    summary: 'My draws, newest first',
    query: drawsQuery,
    response: drawsResponse,
  }),
  game: member.get({
    path: '/api/nft/game',
    summary: 'Synthesis recipes with their published chances',
    query: noQuery,
    response: gameResponse,
  }),
  synthesize: member.post({
    path: '/api/nft/synthesize',
    summary: 'Burn NFTs of one tier for a chance at one of the next tier (they burn either way)',
    body: synthesizeBody,
    response: synthesizeResponse,
    // No money moves, but NFTs of value burn: the same Idempotency-Key protection and the pay password.
    money: true,
    payPassword: true,
  }),
};
