import { adminNftApi } from '@mcc/contract/admin-nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, get, pathOf } from '../../../test/http';
import { readEveryNumbered, walkBefore } from '../../../test/keyset';
import { addMembers, type Member } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { catalogueOfN, copyOfDraw, insertListing, tokenTemplate } from '../../../test/nft-boxes';
import { addOperator, type Operator } from '../../../test/operators';
import { expectIndexedPlans, type PlannedQuery, plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { DrawRepository } from './draw-repository';
import { type Catalogue, ok, openBox } from './nft-fixtures';
import { ListingRepository, TokenRepository } from './token-repository';

// The console's NFTs, listings and draws as keyset pages: every row once, newest first, as the
// numbered pages show them, each page read down the primary key or the filter's (filter, id)
// index — never an OFFSET, and a count of at most 1,000 rows.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const tokens = new TokenRepository();
const listings = new ListingRepository();
const draws = new DrawRepository();
let operator: Operator;
let alice: Member;
let cat: Catalogue;
const ROWS = 30;

beforeAll(async () => {
  operator = await addOperator(t, 'super_admin');
  cat = await catalogueOfN(t, operator);
  const [me, other] = await addMembers(t, 'Alice', 'Other');
  alice = me;
  const db = t.database.db;
  const firstDraws = new Map<Member, bigint>();
  let firstToken = 0n;
  for (const who of [alice, other]) {
    await credit(t, who.id, USDT);
    const opened = await ok<{ draw_id: number; item: { id: number } }>(openBox(t, who, cat.boxId));
    firstDraws.set(who, BigInt(opened.draw_id));
    if (who === alice) firstToken = BigInt(opened.item.id);
  }
  const token = await tokenTemplate(db, firstToken);
  // NFTs of two designs, a member's and the platform's interleaved, each with a listing: open,
  // sold or cancelled.
  for (let i = 1; i <= ROWS; i++) {
    for (const owner of [alice.id, null]) {
      const tier = i % 2 === 0 ? 'N' : 'R';
      const status = (['open', 'sold', 'cancelled'] as const)[i % 3]!;
      const { id } = await db
        .insertInto('nft_tokens')
        .values({
          ...token,
          item_id: BigInt(cat.items[tier]),
          tier,
          serial: BigInt(2 * i + (owner === null ? 1 : 0)),
          owner_id: owner,
          state: status === 'open' ? 'listed' : 'held',
          created_at: token.created_at + BigInt(i),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const buyer = status === 'sold' ? other.id : null;
      await insertListing(db, { token: id, seller: owner, price: BigInt(i) * USDT, status, buyer, at: token.created_at + BigInt(i) });
    }
  }
  // The draws' history as copies of each member's first draw, interleaved, each its own nonce.
  for (let i = 1; i < ROWS; i++) {
    for (const who of [alice, other]) await copyOfDraw(db, firstDraws.get(who)!, i);
  }
});

/** Every row of a list by its numbered pages, newest first. */
const numbered = (as: Caller, url: string) => readEveryNumbered(t, as, url);

/** Walks `url` by `before` and by number: the same rows, `expected`, newest first, on more than one page. */
async function expectSameWalk(url: string, expected: number[]): Promise<void> {
  const { ids, pages } = await walkBefore(t, operator, url);
  expect(ids, url).toEqual(expected);
  expect(pages.map((p) => p.total)).toEqual(pages.map(() => expected.length));
  expect(await numbered(operator, url)).toEqual(expected);
}

const newestFirst = (rows: { id: bigint }[]) => rows.map((r) => Number(r.id));

/** Checks a keyset page's statements: the page read in order from an index (`index` when named), each count with a LIMIT. */
function expectKeysetPlans(plans: PlannedQuery[], tables: string[], indexes: (string | null)[]): void {
  expect(plans).toHaveLength(2 * indexes.length);
  expectIndexedPlans(
    plans.filter((_, i) => i % 2 === 0),
    tables,
  );
  for (const [i, index] of indexes.entries()) {
    const { plan } = plans[2 * i]!;
    if (index) expect(usesIndex(plan, index), plan).toBe(true);
    // Read in the index's order from the cursor: nothing sorted.
    expect(plan).not.toMatch(/\bSort\b|TEMP B-TREE/);
    const { sql } = plans[2 * i + 1]!;
    expect(sql.toLowerCase()).toContain('limit');
    expect(sql.toLowerCase()).not.toContain('offset');
  }
}

describe("the console's NFTs by keyset", () => {
  it('walks every NFT once, newest first, as the numbered pages show them, with each filter', async () => {
    const db = t.database.db;
    const all = newestFirst(await db.selectFrom('nft_tokens').select('id').orderBy('id', 'desc').execute());
    expect(all.length).toBeGreaterThan(40);
    await expectSameWalk(adminNftApi.tokens.path, all);
    const ofR = await db.selectFrom('nft_tokens').select('id').where('item_id', '=', BigInt(cat.items.R)).orderBy('id', 'desc').execute();
    await expectSameWalk(pathOf(adminNftApi.tokens, { item_id: cat.items.R }), newestFirst(ofR));
    const platform = await db.selectFrom('nft_tokens').select('id').where('owner_id', 'is', null).orderBy('id', 'desc').execute();
    expect(platform.length).toBe(ROWS);
    await expectSameWalk(pathOf(adminNftApi.tokens, { owner: 'platform' }), newestFirst(platform));
  });

  it('reads each page from the primary key or the filter index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      const window = { page: 1, before: 10_000n };
      await tokens.pageOfAll(db, window, { platformOnly: false });
      await tokens.pageOfAll(db, window, { itemId: BigInt(cat.items.R), platformOnly: false });
      await tokens.pageOfAll(db, window, { platformOnly: true });
    });
    // The platform's: SQLite reads `owner_id is null` from (owner_id, id), PostgreSQL from the partial index.
    expectKeysetPlans(plans, ['nft_tokens'], [null, 'nft_tokens_item_id_idx', 'nft_tokens_(platform|owner_id)_idx']);
  });
});

describe("the console's listings by keyset", () => {
  it('walks every listing once, newest first, as the numbered pages show them, with each filter', async () => {
    const db = t.database.db;
    const listingsBase = () => db.selectFrom('nft_listings');
    const of = (q: ReturnType<typeof listingsBase>) => q.select('id').orderBy('id', 'desc').execute().then(newestFirst);
    await expectSameWalk(adminNftApi.listings.path, await of(listingsBase()));
    await expectSameWalk(pathOf(adminNftApi.listings, { status: 'sold' }), await of(listingsBase().where('status', '=', 'sold')));
    await expectSameWalk(pathOf(adminNftApi.listings, { seller: 'platform' }), await of(listingsBase().where('seller_id', 'is', null)));
    await expectSameWalk(pathOf(adminNftApi.listings, { seller: 'members' }), await of(listingsBase().where('seller_id', 'is not', null)));
    const some = await of(listingsBase().where('status', '<>', 'open').where('seller_id', 'is', null));
    expect(some.length).toBe(20);
    const { ids } = await walkBefore(
      t,
      operator,
      pathOf(adminNftApi.listings, { status: 'cancelled', seller: 'platform', before: some[3] }),
    );
    expect(ids).toEqual(
      await of(listingsBase().where('status', '=', 'cancelled').where('seller_id', 'is', null).where('id', '<', BigInt(some[3]!))),
    );
  });

  it('reads each page from the primary key or the filter index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      const window = { page: 1, before: 10_000n };
      await listings.pageOfAll(db, window, {});
      await listings.pageOfAll(db, window, { status: 'sold' });
      await listings.pageOfAll(db, window, { seller: 'platform' });
      await listings.pageOfAll(db, window, { seller: 'members' });
      await listings.pageOfAll(db, window, { status: 'open', seller: 'platform' });
    });
    expectKeysetPlans(
      plans,
      ['nft_listings'],
      [null, 'nft_listings_status_idx', 'nft_listings_(platform|seller_id)_idx', null, 'nft_listings_(platform_status|seller)_idx'],
    );
  });
});

describe("the console's draws by keyset", () => {
  it('walks every draw once, newest first, as the numbered pages show them, with each filter', async () => {
    const db = t.database.db;
    const all = newestFirst(await db.selectFrom('nft_draws').select('id').orderBy('id', 'desc').execute());
    expect(all.length).toBe(2 * ROWS);
    await expectSameWalk(adminNftApi.draws.path, all);
    await expectSameWalk(pathOf(adminNftApi.draws, { kind: 'box' }), all);
    await expectSameWalk(pathOf(adminNftApi.draws, { box_id: cat.boxId }), all);
    const mine = newestFirst(await db.selectFrom('nft_draws').select('id').where('user_id', '=', alice.id).orderBy('id', 'desc').execute());
    expect(mine.length).toBe(ROWS);
    await expectSameWalk(pathOf(adminNftApi.draws, { uid: alice.uid }), mine);
    await expectSameWalk(pathOf(adminNftApi.draws, { uid: alice.uid, kind: 'box' }), mine);
    for (const url of [pathOf(adminNftApi.draws, { kind: 'synthesis' }), pathOf(adminNftApi.draws, { uid: 99999999 })]) {
      const res = await get(t, url, { as: operator });
      expect(res.body.data).toMatchObject({ list: [], total: 0, has_more: false, next_before: null });
    }
  });

  it('reads each page from the primary key or the filter index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      const window = { page: 1, before: 10_000n };
      await draws.pageOfAll(db, window, {});
      await draws.pageOfAll(db, window, { kind: 'synthesis' });
      await draws.pageOfAll(db, window, { boxId: BigInt(cat.boxId) });
      await draws.pageOfAll(db, window, { userId: alice.id });
      await draws.pageOfAll(db, window, { userId: alice.id, kind: 'box' });
    });
    // A member's draws of a kind: the member's indexes, or the kind's (PostgreSQL's pick on a small table).
    expectKeysetPlans(
      plans,
      ['nft_draws'],
      [null, 'nft_draws_kind_id_idx', 'nft_draws_box_id_idx', 'nft_draws_user_id_idx', 'nft_draws_(user|kind_id)_idx'],
    );
  });
});
