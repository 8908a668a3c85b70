import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, pathOf } from '../../../test/http';
import { readEveryNumbered, walkBefore } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { catalogueOfN, insertListing, tokenTemplate } from '../../../test/nft-boxes';
import { addOperator } from '../../../test/operators';
import { expectIndexedPlans, plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { DrawRepository } from './draw-repository';
import { type Catalogue, ok, openBox } from './nft-fixtures';
import { ListingRepository } from './token-repository';

// The members' market (open listings) and a member's revealed seed pairs as keyset pages: every
// row once, newest first, as the numbered pages show them, each page read down the (status, id) or
// (user_id, id) index — never an OFFSET, and a count of at most 1,000 rows.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const listings = new ListingRepository();
const draws = new DrawRepository();
let alice: Member;
let first: Catalogue;
let second: Catalogue;
const ROWS = 25;
const revealed: number[] = [];

beforeAll(async () => {
  const operator = await addOperator(t, 'super_admin');
  first = await catalogueOfN(t, operator);
  second = await catalogueOfN(t, operator);
  const [me, other] = await addMembers(t, 'Alice', 'Other');
  alice = me;
  const db = t.database.db;
  await credit(t, alice.id, USDT);
  const opened = await ok<{ item: { id: number } }>(openBox(t, alice, first.boxId));
  const token = await tokenTemplate(db, BigInt(opened.item.id));
  // NFTs of two collections and two tiers, the members' and the platform's, each on sale once;
  // every third listing was cancelled before (not on the market).
  let serial = 100n;
  for (let i = 1; i <= ROWS; i++) {
    for (const seller of [alice.id, other.id, null]) {
      const cat = i % 2 === 0 ? first : second;
      const tier = i % 3 === 0 ? 'R' : 'N';
      const open = i % 4 !== 0;
      serial += 1n;
      const { id } = await db
        .insertInto('nft_tokens')
        .values({
          ...token,
          collection_id: BigInt(cat.collectionId),
          item_id: BigInt(cat.items[tier]),
          tier,
          serial,
          owner_id: seller,
          state: open ? 'listed' : 'held',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertListing(db, {
        token: id,
        seller,
        price: BigInt(i) * USDT,
        status: open ? 'open' : 'cancelled',
        at: token.created_at + BigInt(i),
      });
    }
  }
  // Revealed seed pairs of both members, interleaved (each member keeps the one active pair).
  for (let i = 1; i <= ROWS + 20; i++) {
    for (const who of [alice, other]) {
      const row = await draws.insertPair(db, {
        user_id: who.id,
        server_seed: `seed-${who.uid}-${i}`,
        server_seed_hash: 'a'.repeat(64),
        client_seed: `client-${i}`,
        next_nonce: BigInt(i),
        status: 'revealed',
        created_at: token.created_at + BigInt(i),
        revealed_at: token.created_at + BigInt(i + 1),
      });
      if (who === alice) revealed.unshift(Number(row.id));
    }
  }
});

/** The open listings' ids, newest first, of a collection and a tier when given. */
async function onSale(collectionId?: number, tier?: string): Promise<number[]> {
  let q = t.database.db
    .selectFrom('nft_listings')
    .innerJoin('nft_tokens', 'nft_tokens.id', 'nft_listings.token_id')
    .select('nft_listings.id')
    .where('nft_listings.status', '=', 'open');
  if (collectionId !== undefined) q = q.where('nft_tokens.collection_id', '=', BigInt(collectionId));
  if (tier !== undefined) q = q.where('nft_tokens.tier', '=', tier);
  return (await q.orderBy('nft_listings.id', 'desc').execute()).map((r) => Number(r.id));
}

/** Every row of a member's list by its numbered pages. */
const numbered = (url: string, id: (row: Record<string, unknown>) => unknown) => readEveryNumbered(t, alice, url, id);

describe('the market by keyset', () => {
  it('walks every open listing once, newest first, as the numbered pages show them, with each filter', async () => {
    const byListing = (row: Record<string, unknown>) => row.listing_id;
    for (const [url, expected] of [
      [nftApi.market.path, await onSale()],
      [pathOf(nftApi.market, { collection_id: first.collectionId }), await onSale(first.collectionId)],
      [pathOf(nftApi.market, { tier: 'R' }), await onSale(undefined, 'R')],
      [pathOf(nftApi.market, { collection_id: second.collectionId, tier: 'N' }), await onSale(second.collectionId, 'N')],
    ] as const) {
      const { ids, pages } = await walkBefore(t, alice, url, byListing);
      expect(ids, url).toEqual(expected);
      expect(pages.map((p) => p.total)).toEqual(pages.map(() => expected.length));
      expect(await numbered(url, byListing)).toEqual(expected);
    }
    expect((await onSale()).length).toBeGreaterThan(40);
  });

  it('reads each page down the open listings of the (status, id) index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      const window = { page: 1, before: 10_000n };
      await listings.pageOfOpen(db, window, {});
      await listings.pageOfOpen(db, window, { collectionId: BigInt(first.collectionId), tier: 'N' });
    });
    expect(plans).toHaveLength(4);
    expectIndexedPlans(plans, ['nft_listings', 'nft_tokens']);
    for (const { plan } of [plans[0]!, plans[2]!]) {
      expect(usesIndex(plan, 'nft_listings_status_idx'), plan).toBe(true);
      expect(plan).not.toMatch(/\bSort\b|TEMP B-TREE/);
    }
  });
});

describe("a member's revealed seed pairs by keyset", () => {
  it('walks every revealed pair of mine once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, alice, nftApi.seedHistory.path);
    expect(ids).toEqual(revealed);
    expect(pages.map((p) => p.total)).toEqual([revealed.length, revealed.length, revealed.length]);
    expect(pages[0]!.list[0]).toMatchObject({ server_seed: `seed-${alice.uid}-${ROWS + 20}`, last_nonce: ROWS + 19 });
    expect(await numbered(nftApi.seedHistory.path, (row) => row.id)).toEqual(revealed);
    const past = await getFrom(t, nftApi.seedHistory, { as: alice, query: { before: revealed.at(-1) } });
    expect(past.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: revealed.length });
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, (db) => draws.pageOfRevealed(db, alice.id, { page: 1, before: 10_000n }));
    expect(plans).toHaveLength(2);
    expectIndexedPlans(plans, ['nft_seed_pairs']);
    for (const { plan } of plans) expect(usesIndex(plan, 'nft_seed_pairs_(user|active)_(idx|uq)'), plan).toBe(true);
  });
});
