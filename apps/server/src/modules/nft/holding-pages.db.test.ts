import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEmptyPastOldest, expectListing, FROM_CURSOR, idsWalked, walkBefore } from '../../../test/keyset';
import type { Member } from '../../../test/members';
import { USDT } from '../../../test/money';
import { insertListing, tokenTemplate, twoFirstBoxes } from '../../../test/nft-boxes';
import { expectIndexedPlans, expectPlansUse, plansOf } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { ListingRepository, TokenRepository } from './token-repository';

// A member's NFTs and listings as keyset pages: every row once, newest first, each page read from
// the (owner_id, id) or (seller_id, id) index — never an OFFSET or a count of all of them.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const tokens = new TokenRepository();
const listings = new ListingRepository();
let alice: Member;
const held: number[] = [];
const listed: number[] = [];
const ROWS = 45;

beforeAll(async () => {
  const boxes = await twoFirstBoxes(t);
  alice = boxes[0]!.who;
  const other = boxes[1]!.who;
  const firsts = new Map(boxes.map(({ who, opened }) => [who, BigInt(opened.item.id)]));
  held.push(Number(firsts.get(alice)));
  // The rest as copies of each member's first NFT, interleaved, each its own serial, and a
  // cancelled listing of each.
  for (let i = 1; i <= ROWS; i++) {
    for (const who of [alice, other]) {
      const firstId = firsts.get(who)!;
      const first = await tokenTemplate(t.database.db, firstId);
      const token =
        i < ROWS
          ? (
              await t.database.db
                .insertInto('nft_tokens')
                .values({ ...first, serial: 1000n * first.serial + BigInt(i) })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id
          : firstId;
      if (i < ROWS && who === alice) held.push(Number(token));
      const listing = await insertListing(t.database.db, {
        token,
        seller: who.id,
        price: BigInt(i) * USDT,
        status: 'cancelled',
        at: first.created_at,
      });
      if (who === alice) listed.push(Number(listing));
    }
  }
  held.reverse();
  listed.reverse();
});

describe("a member's NFTs and listings by keyset", () => {
  it('walks every NFT of mine once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, nftApi.mine.path, { ids: held, total: ROWS, pages: 3 });
    expect(await idsWalked(t, alice, nftApi.mine, { state: 'held', tier: 'N' })).toEqual(held);
  });

  it('walks every listing of mine once, newest first', async () => {
    const { ids, pages } = await walkBefore(t, alice, nftApi.myListings.path, (row) => row.listing_id);
    expect(ids).toEqual(listed);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(await idsWalked(t, alice, nftApi.myListings, { status: 'cancelled' }, (row) => row.listing_id)).toEqual(listed);
    await expectEmptyPastOldest(t, alice, nftApi.myListings.path, listed.at(-1), ROWS);
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      await tokens.pageOfOwner(db, alice.id, FROM_CURSOR, {});
      await listings.pageOfSeller(db, alice.id, FROM_CURSOR);
    });
    expect(plans).toHaveLength(4);
    expectIndexedPlans(plans.slice(0, 2), ['nft_tokens']);
    expectIndexedPlans(plans.slice(2), ['nft_listings']);
    expectPlansUse([plans[0]!], 'nft_tokens_owner_id_idx');
    expectPlansUse([plans[2]!], 'nft_listings_seller_id_idx');
  });
});
