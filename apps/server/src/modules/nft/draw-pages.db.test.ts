import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEmptyPastOldest, expectListing, FROM_CURSOR, idsWalked } from '../../../test/keyset';
import type { Member } from '../../../test/members';
import { copyOfDraw, twoFirstBoxes } from '../../../test/nft-boxes';
import { expectPagePlans, expectPlansUse } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { DrawRepository } from './draw-repository';

// A member's blind-box draws as keyset pages: every draw once, newest first, each page read from
// the (user_id, id) index (with a kind, (user_id, kind, id)) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new DrawRepository();
let alice: Member;
const mine: number[] = [];
const DRAWS = 45;

beforeAll(async () => {
  const boxes = await twoFirstBoxes(t);
  alice = boxes[0]!.who;
  const other = boxes[1]!.who;
  const firsts = new Map(boxes.map(({ who, opened }) => [who, BigInt(opened.draw_id)]));
  mine.push(Number(firsts.get(alice)));
  // The rest of the history as copies of each member's first draw, interleaved, each its own nonce.
  for (let i = 1; i < DRAWS; i++) {
    for (const who of [alice, other]) {
      const copy = await copyOfDraw(t.database.db, firsts.get(who)!, i);
      if (who === alice) mine.push(Number(copy));
    }
  }
  mine.reverse();
});

const byDraw = (row: Record<string, unknown>) => row.draw_id;

describe("a member's draws by keyset", () => {
  it('walks every draw of mine once, newest first, as the numbered pages show them', async () => {
    await expectListing(t, alice, nftApi.draws.path, { ids: mine, total: DRAWS, pages: 3, first: { kind: 'box', tier: 'N' }, id: byDraw });
  });

  it('keeps the kind filter across pages', async () => {
    expect(await idsWalked(t, alice, nftApi.draws, { kind: 'box' }, byDraw)).toEqual(mine);
    expect(await idsWalked(t, alice, nftApi.draws, { kind: 'synthesis' }, byDraw)).toEqual([]);
    await expectEmptyPastOldest(t, alice, nftApi.draws.path, mine.at(-1), DRAWS);
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const plans = await expectPagePlans(t.database.db, { statements: 4, tables: ['nft_draws'] }, async (db) => {
      await repo.pageOfMember(db, alice.id, FROM_CURSOR);
      await repo.pageOfMember(db, alice.id, FROM_CURSOR, 'box');
    });
    expectPlansUse(plans.slice(0, 2), 'nft_draws_user_id_idx');
    // With a kind: the (user_id, kind, id) index, or (kind, id) where PostgreSQL has no statistics to
    // tell the member from the kind (this small table, never analysed); either reads from the cursor.
    expectPlansUse(plans.slice(2), 'nft_draws_(user|kind_id)_idx');
  });
});
