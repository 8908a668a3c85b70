import type { DataOf } from '@mcc/contract/endpoint';
import type { nftApi } from '@mcc/contract/nft';
import type { Kysely, Selectable } from 'kysely';
import { DrawRepository } from '../src/modules/nft/draw-repository';
import { type Catalogue, catalogue, ok, openBox } from '../src/modules/nft/nft-fixtures';
import type { ListingStatus, NftTokenTable } from '../src/modules/nft/tables';
import type { DB } from '../src/platform/db/schema';
import { addMembers, type Member } from './members';
import { credit, USDT } from './money';
import { addOperator, type Operator } from './operators';
import type { TestApp } from './test-app';

/** What the verify call answers for a draw: its seeds, nonce, ticket, tier and the odds it was drawn on. */
export type DrawProof = DataOf<typeof nftApi.verify>;

/** What opening a box answers: the draw and the NFT it gave. */
export interface Opened {
  draw_id: number;
  item: { id: number };
}

/** A catalogue of `operator`'s whose box costs 1 USDT and always gives an N NFT (10 in stock), with no royalty. */
export function catalogueOfN(t: TestApp, operator: Operator): Promise<Catalogue> {
  return catalogue(t, operator, { stock: { N: 10 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '1', royalty: '0' });
}

/**
 * Alice and Other, two members who have each paid 1 USDT to open one box of a catalogue whose box
 * always gives an N NFT (10 in stock); answers them, Alice first, each with what their box gave.
 */
export async function twoFirstBoxes(t: TestApp): Promise<{ who: Member; opened: Opened }[]> {
  const operator = await addOperator(t, 'super_admin');
  const { boxId } = await catalogueOfN(t, operator);
  const members = await addMembers(t, 'Alice', 'Other');
  const boxes: { who: Member; opened: Opened }[] = [];
  for (const who of members) {
    await credit(t, who.id, USDT);
    boxes.push({ who, opened: await ok<Opened>(openBox(t, who, boxId)) });
  }
  return boxes;
}

/** An NFT's row without its id: the template for copies of it in a made-up history. */
export async function tokenTemplate(db: Kysely<DB>, tokenId: bigint): Promise<Omit<Selectable<NftTokenTable>, 'id'>> {
  const { id: _id, ...token } = await db.selectFrom('nft_tokens').selectAll().where('id', '=', tokenId).executeTakeFirstOrThrow();
  return token;
}

/** A USDT listing of the history: its NFT, seller (null: the platform), price and status, a buyer if sold, made at `at`. */
export interface PastListing {
  token: bigint;
  seller: bigint | null;
  price: bigint;
  status: ListingStatus;
  buyer?: bigint | null;
  at: bigint;
}

/** Inserts a listing as it stands after its history: last changed when made, and closed then unless still open. Answers its id. */
export async function insertListing(db: Kysely<DB>, listing: PastListing): Promise<bigint> {
  const { id } = await db
    .insertInto('nft_listings')
    .values({
      token_id: listing.token,
      seller_id: listing.seller,
      asset: 'USDT',
      price: listing.price,
      status: listing.status,
      buyer_id: listing.buyer ?? null,
      entry_id: null,
      created_at: listing.at,
      updated_at: listing.at,
      closed_at: listing.status === 'open' ? null : listing.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A copy of draw `drawId` made `step` ms after it, with the nonce `step` past its own (a draw history). Answers the copy's id. */
export async function copyOfDraw(db: Kysely<DB>, drawId: bigint, step: number): Promise<bigint> {
  const draws = new DrawRepository();
  const draw = await draws.findDraw(db, drawId);
  if (!draw) throw new Error(`no draw ${drawId}`);
  const { id: _id, ...first } = draw;
  const copy = await draws.insertDraw(db, { ...first, nonce: first.nonce + BigInt(step), created_at: first.created_at + BigInt(step) });
  return copy.id;
}
