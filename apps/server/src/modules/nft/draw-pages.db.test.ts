import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/http';
import { expectIndexedPlans, walkBefore } from '../../../test/keyset';
import { addMember, type Member } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { plansOf, usesIndex } from '../../../test/query-plan';
import { useTestApp } from '../../../test/test-app';
import { DrawRepository } from './draw-repository';
import { catalogue, ok, openBox } from './nft-fixtures';

// A member's blind-box draws as keyset pages: every draw once, newest first, each page read from
// the (user_id, id) index (with a kind, (user_id, kind, id)) — never an OFFSET or a count of all.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const repo = new DrawRepository();
let alice: Member;
const mine: number[] = [];
const DRAWS = 45;

beforeAll(async () => {
  const operator = await addOperator(t, 'super_admin');
  const { boxId } = await catalogue(t, operator, { stock: { N: 10 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '1', royalty: '0' });
  alice = await addMember(t, { nickname: 'Alice' });
  const other = await addMember(t, { nickname: 'Other' });
  const firsts = new Map<Member, bigint>();
  for (const who of [alice, other]) {
    await credit(t, who.id, USDT);
    const opened = await ok<{ draw_id: number }>(openBox(t, who, boxId));
    firsts.set(who, BigInt(opened.draw_id));
  }
  mine.push(Number(firsts.get(alice)));
  // The rest of the history as copies of each member's first draw, interleaved, each its own nonce.
  for (let i = 1; i < DRAWS; i++) {
    for (const who of [alice, other]) {
      const { id: _id, ...first } = (await repo.findDraw(t.database.db, firsts.get(who)!))!;
      const row = await repo.insertDraw(t.database.db, {
        ...first,
        nonce: first.nonce + BigInt(i),
        created_at: first.created_at + BigInt(i),
      });
      if (who === alice) mine.push(Number(row.id));
    }
  }
  mine.reverse();
});

describe("a member's draws by keyset", () => {
  it('walks every draw of mine once, newest first, as the numbered pages show them', async () => {
    const { ids, pages } = await walkBefore(t, alice, '/api/nft/draws', (row) => row.draw_id);
    expect(ids).toEqual(mine);
    expect(pages.map((p) => p.total)).toEqual([DRAWS, DRAWS, DRAWS]);
    expect(pages.at(-1)!.next_before).toBeNull();
    expect(pages[0]!.list[0]).toMatchObject({ kind: 'box', tier: 'N' });

    const numbered: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(t, `/api/nft/draws?page=${page}`, { as: alice });
      expect(res.body.data).toMatchObject({ page, total: DRAWS, has_more: page < 3 });
      numbered.push(...res.body.data.list.map((r: { draw_id: number }) => r.draw_id));
    }
    expect(numbered).toEqual(mine);
  });

  it('keeps the kind filter across pages', async () => {
    expect((await walkBefore(t, alice, '/api/nft/draws?kind=box', (row) => row.draw_id)).ids).toEqual(mine);
    expect((await walkBefore(t, alice, '/api/nft/draws?kind=synthesis', (row) => row.draw_id)).ids).toEqual([]);
    const past = await get(t, `/api/nft/draws?before=${mine.at(-1)}`, { as: alice });
    expect(past.body.data).toMatchObject({ list: [], has_more: false, next_before: null, total: DRAWS });
  });

  it('reads each page and the count from the member index, with no OFFSET for a cursor', async () => {
    const plans = await plansOf(t.database.db, async (db) => {
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n });
      await repo.pageOfMember(db, alice.id, { page: 1, before: 10_000n }, 'box');
    });
    expect(plans).toHaveLength(4);
    expectIndexedPlans(plans, ['nft_draws']);
    expect(usesIndex(plans[0]!.plan, 'nft_draws_user_id_idx'), plans[0]!.plan).toBe(true);
    for (const { plan } of plans.slice(0, 2)) expect(usesIndex(plan, 'nft_draws_user_id_idx'), plan).toBe(true);
    // With a kind: the (user_id, kind, id) index, or (kind, id) where PostgreSQL has no statistics to
    // tell the member from the kind (this small table, never analysed); either reads from the cursor.
    for (const { plan } of plans.slice(2)) expect(usesIndex(plan, 'nft_draws_(user|kind_id)_idx'), plan).toBe(true);
  });
});
