import { oddsJson, tierOf } from '@mcc/contract/fair-roll';
import { nftApi } from '@mcc/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../../test/money';
import type { DrawProof } from '../../../test/nft-boxes';
import { addOperator, type Operator } from '../../../test/operators';
import { testDialect, useTestApp } from '../../../test/test-app';
import { system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';
import { hmacSha256Hex, sha256Hex } from './fair-roll';
import { aimNextDraw, boxOf, catalogue, ok, openBox, STANDARD_ODDS } from './nft-fixtures';
import { oddsOf } from './odds-rules';

const t = useTestApp();
let operator: Operator;

beforeAll(async () => {
  operator = await addOperator(t, 'content');
});

async function funded(amount: bigint): Promise<Member> {
  const m = await addMember(t);
  await credit(t, m.id, amount);
  return m;
}

describe(`opening a blind box (${testDialect})`, () => {
  it('charges the price into nft_sales, gives an NFT of the drawn tier with its provenance, and the draw recomputes', async () => {
    const { boxId } = await catalogue(t, operator, { stock: { N: 70, R: 25, SR: 4, SSR: 1 }, odds: STANDARD_ODDS, price: '10' });
    const alice = await funded(100n * USDT);
    const seeds = await ok<{ client_seed: string; server_seed_hash: string; next_nonce: number }>(getFrom(t, nftApi.seeds, { as: alice }));
    expect(seeds.next_nonce).toBe(1);
    const before = await boxOf(t, alice, boxId);
    const sales = await new Ledger(t.clock).balanceOf(t.database.db, system('nft_sales', 'USDT'));

    const opened = await ok<{
      draw_id: number;
      tier: string;
      nonce: number;
      ticket: number;
      item: { id: number; name: string; image: string };
    }>(openBox(t, alice, boxId, { odds_hash: before.odds_hash }));
    expect(opened.nonce).toBe(1);
    expect(opened.item.name).toBe(`${opened.tier} design`);
    expect(await balanceOf(t, alice.id)).toBe(90n * USDT);
    expect(await new Ledger(t.clock).balanceOf(t.database.db, system('nft_sales', 'USDT'))).toBe(sales + 10n * USDT);
    expect((await boxOf(t, alice, boxId)).remaining).toBe(99);

    const detail = await ok<{
      owner: { uid: string };
      is_mine: boolean;
      tier: string;
      provenance: { event: string }[];
      image_hash: string;
    }>(getFrom(t, nftApi.detail, { as: alice, query: { id: opened.item.id } }));
    expect(detail).toMatchObject({ owner: { uid: alice.uid }, is_mine: true, tier: opened.tier });
    expect(detail.provenance.map((p) => p.event)).toEqual(['minted', 'won']);

    // Before the rotation the seed stays secret; everything else is there.
    const verify = await ok<Record<string, unknown>>(getFrom(t, nftApi.verify, { as: alice, query: { draw_id: opened.draw_id } }));
    expect(verify).toMatchObject({
      server_seed: null,
      server_seed_hash: seeds.server_seed_hash,
      client_seed: seeds.client_seed,
      nonce: 1,
      ticket: opened.ticket,
      tier: opened.tier,
      odds: STANDARD_ODDS,
      odds_hash: before.odds_hash,
      revealed: false,
    });
    expect(sha256Hex(oddsJson(STANDARD_ODDS))).toBe(before.odds_hash);
    await expectBooksBalanced(t);
  });

  it('refuses an unknown box, a wrong pay password and another member’s draw, charging nothing; a repeated key opens once', async () => {
    const { boxId } = await catalogue(t, operator, {
      stock: { N: 10, R: 5 },
      odds: oddsOf({ N: 600000, R: 400000 }),
    });
    const bob = await funded(50n * USDT);
    const carol = await funded(50n * USDT);
    const unknown = await openBox(t, bob, 999_999);
    expect(unknown.body).toMatchObject({ code: 0, msg: 'No such blind box', data: { field: 'box_id' } });
    const wrong = await postTo(t, nftApi.open, { box_id: boxId, paypwd: '000000' }, { as: bob, key: newKey() });
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect(await balanceOf(t, bob.id)).toBe(50n * USDT);

    const idempotencyKey = newKey();
    const first = await postTo(t, nftApi.open, { box_id: boxId, paypwd: PAY_PASSWORD }, { as: bob, key: idempotencyKey });
    const again = await postTo(t, nftApi.open, { box_id: boxId, paypwd: PAY_PASSWORD }, { as: bob, key: idempotencyKey });
    expect(first.body.code).toBe(1);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, bob.id)).toBe(40n * USDT);

    const foreign = await getFrom(t, nftApi.verify, { as: carol, query: { draw_id: first.body.data.draw_id } });
    expect(foreign.body).toMatchObject({ code: 0, msg: 'No such draw' });
    const poor = await addMember(t);
    const broke = await openBox(t, poor, boxId);
    expect(broke.body.code).toBe(0);
    expect((await boxOf(t, bob, boxId)).remaining).toBe(14);
    const missing = await getFrom(t, nftApi.verify, { as: bob, query: { draw_id: 'abc' } });
    expect(missing.status).toBe(200);
    expect(missing.body.code).toBe(0);
    await expectBooksBalanced(t);
  });

  it('V2.3.4 sells exactly the 100 boxes left to 300 concurrent opens: 200 are refused and charged nothing', async () => {
    const { boxId } = await catalogue(t, operator, { stock: { N: 70, R: 25, SR: 4, SSR: 1 }, odds: STANDARD_ODDS, price: '2' });
    const warmUp = await catalogue(t, operator, { stock: { N: 20 }, odds: [{ tier: 'N', ppm: 1_000_000 }], price: '2' });
    const members = await Promise.all(Array.from({ length: 20 }, () => funded(32n * USDT)));
    // One box each from another box first: the pay password is then remembered (as after any
    // payment), so the 300 requests race on the box rather than on 300 scrypt checks.
    await Promise.all(members.map((m) => ok(openBox(t, m, warmUp.boxId))));
    const answers = await Promise.all(members.flatMap((m) => Array.from({ length: 15 }, () => openBox(t, m, boxId))));
    const won = answers.filter((a) => a.body.code === 1);
    const refused = answers.filter((a) => a.body.code === 0);
    expect(won).toHaveLength(100);
    expect(refused).toHaveLength(200);
    expect(new Set(refused.map((a) => a.body.msg))).toEqual(new Set(['This blind box is sold out']));
    expect(answers.every((a) => a.status === 200)).toBe(true);

    const spent = (await Promise.all(members.map((m) => balanceOf(t, m.id)))).reduce((sum, b) => sum + (30n * USDT - b), 0n);
    expect(spent).toBe(100n * 2n * USDT);
    const draws = await t.database.db.selectFrom('nft_draws').select(['tier', 'token_id']).where('box_id', '=', BigInt(boxId)).execute();
    expect(draws).toHaveLength(100);
    const byTier = Object.fromEntries(['N', 'R', 'SR', 'SSR'].map((tier) => [tier, draws.filter((d) => d.tier === tier).length]));
    expect(byTier).toEqual({ N: 70, R: 25, SR: 4, SSR: 1 });
    const prizes = await t.database.db.selectFrom('nft_box_prizes').select('stock').where('box_id', '=', BigInt(boxId)).execute();
    expect(prizes.every((p) => p.stock === 0n)).toBe(true);
    expect(new Set(draws.map((d) => d.token_id)).size).toBe(100);
    // Every member's nonces are 1..n without gaps or repeats.
    for (const m of members) {
      const nonces = (
        await t.database.db.selectFrom('nft_draws').select('nonce').where('user_id', '=', m.id).orderBy('nonce').execute()
      ).map((d) => Number(d.nonce));
      expect(nonces).toEqual(Array.from({ length: nonces.length }, (_, i) => i + 1));
    }
    const soldOut = await openBox(t, members[0]!, boxId);
    expect(soldOut.body).toMatchObject({ code: 0, msg: 'This blind box is sold out' });
    await expectBooksBalanced(t);
  }, 120_000);

  it('publishes new odds the moment a tier runs out, before the next draw, and refuses a draw under the old ones', async () => {
    const { boxId } = await catalogue(t, operator, { stock: { N: 5, R: 1, SR: 1, SSR: 1 }, odds: STANDARD_ODDS });
    const dan = await funded(100n * USDT);
    const first = await boxOf(t, dan, boxId);
    await aimNextDraw(t, dan, STANDARD_ODDS, 'R');
    const drawn = await ok<{ draw_id: number; tier: string }>(openBox(t, dan, boxId, { odds_hash: first.odds_hash }));
    expect(drawn.tier).toBe('R');

    const after = await boxOf(t, dan, boxId);
    expect(after.odds_hash).not.toBe(first.odds_hash);
    expect(after.odds).toEqual(oddsOf({ N: 933333, R: 0, SR: 60000, SSR: 6667 }));
    expect(after.commitments.map((c) => c.reason)).toEqual(['tier_out', 'published']);
    expect(after.odds_hash).toBe(sha256Hex(oddsJson(after.odds)));

    const stale = await openBox(t, dan, boxId, { odds_hash: first.odds_hash });
    expect(stale.body).toMatchObject({ code: 0, data: { field: 'odds_hash' } });
    expect(await balanceOf(t, dan.id)).toBe(90n * USDT);
    const next = await ok<{ draw_id: number; tier: string }>(openBox(t, dan, boxId, { odds_hash: after.odds_hash }));
    expect(next.tier).not.toBe('R');
    const verifyFirst = await ok<{ odds_hash: string }>(getFrom(t, nftApi.verify, { as: dan, query: { draw_id: drawn.draw_id } }));
    const verifyNext = await ok<{ odds_hash: string }>(getFrom(t, nftApi.verify, { as: dan, query: { draw_id: next.draw_id } }));
    expect(verifyFirst.odds_hash).toBe(first.odds_hash);
    expect(verifyNext.odds_hash).toBe(after.odds_hash);
    await expectBooksBalanced(t);
  });

  it('rotates once per call when a member taps rotate twelve times at once: every answer done, one pair left active', async () => {
    const frank = await addMember(t);
    await ok(getFrom(t, nftApi.seeds, { as: frank }));
    const answers = await Promise.all(Array.from({ length: 12 }, () => postTo(t, nftApi.rotate, {}, { as: frank })));
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 12 }, () => [200, 1]));
    const pairs = await t.database.db.selectFrom('nft_seed_pairs').select('status').where('user_id', '=', frank.id).execute();
    expect(pairs.filter((p) => p.status === 'active')).toHaveLength(1);
    expect(pairs.filter((p) => p.status === 'revealed')).toHaveLength(12);
  });

  it('opens boxes while the member rotates their seed (40 opens and 40 rotations at once): every answer done, each draw on its own nonce', async () => {
    const { boxId } = await catalogue(t, operator, { stock: { N: 60, R: 30, SR: 8, SSR: 2 }, odds: STANDARD_ODDS, price: '1' });
    const gus = await funded(100n * USDT);
    await ok(getFrom(t, nftApi.seeds, { as: gus }));
    const calls = Array.from({ length: 40 }, () => [openBox(t, gus, boxId), postTo(t, nftApi.rotate, {}, { as: gus })]).flat();
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 80 }, () => [200, 1]));
    const draws = await t.database.db.selectFrom('nft_draws').select(['seed_pair_id', 'nonce']).where('user_id', '=', gus.id).execute();
    expect(draws).toHaveLength(40);
    expect(new Set(draws.map((d) => `${d.seed_pair_id}:${d.nonce}`)).size).toBe(40);
    expect(await balanceOf(t, gus.id)).toBe(60n * USDT);
    await expectBooksBalanced(t);
  });

  it('reveals on rotation a server seed whose hash was committed, and every earlier draw of it recomputes', async () => {
    const { boxId } = await catalogue(t, operator, { stock: { N: 30, R: 10, SR: 5, SSR: 2 }, odds: STANDARD_ODDS, price: '1' });
    const erin = await funded(100n * USDT);
    const committed = await ok<{ server_seed_hash: string; client_seed: string }>(getFrom(t, nftApi.seeds, { as: erin }));
    const drawIds: number[] = [];
    for (let i = 0; i < 5; i++) drawIds.push((await ok<{ draw_id: number }>(openBox(t, erin, boxId))).draw_id);

    const rotated = await ok<{
      revealed: { server_seed: string; server_seed_hash: string; client_seed: string; last_nonce: number };
      current: { client_seed: string; server_seed_hash: string; next_nonce: number };
    }>(postTo(t, nftApi.rotate, { client_seed: 'erin lucky seed' }, { as: erin }));
    expect(rotated.revealed).toMatchObject({
      server_seed_hash: committed.server_seed_hash,
      client_seed: committed.client_seed,
      last_nonce: 5,
    });
    expect(sha256Hex(rotated.revealed.server_seed)).toBe(committed.server_seed_hash);
    expect(rotated.current).toMatchObject({ client_seed: 'erin lucky seed', next_nonce: 1 });
    expect(rotated.current.server_seed_hash).not.toBe(committed.server_seed_hash);

    for (const [i, drawId] of drawIds.entries()) {
      const v = await ok<DrawProof>(getFrom(t, nftApi.verify, { as: erin, query: { draw_id: drawId } }));
      expect(v.revealed).toBe(true);
      expect(v.nonce).toBe(i + 1);
      expect(v.server_seed).toBe(rotated.revealed.server_seed);
      const digest = hmacSha256Hex(v.server_seed!, `${v.client_seed}:${v.nonce}`);
      const ticket = Number.parseInt(digest.slice(0, 13), 16) % 1_000_000;
      expect(ticket).toBe(v.ticket);
      expect(tierOf(v.odds, ticket)).toBe(v.tier);
      expect(sha256Hex(oddsJson(v.odds))).toBe(v.odds_hash);
    }
    const next = await ok<{ nonce: number }>(openBox(t, erin, boxId));
    expect(next.nonce).toBe(1);
    const history = await ok<{ list: { server_seed: string; last_nonce: number }[] }>(getFrom(t, nftApi.seedHistory, { as: erin }));
    expect(history.list[0]).toMatchObject({ server_seed: rotated.revealed.server_seed, last_nonce: 5 });
    const bad = await postTo(t, nftApi.rotate, { client_seed: 'x'.repeat(65) }, { as: erin });
    expect(bad.body.code).toBe(0);
    const control = await postTo(t, nftApi.rotate, { client_seed: 'tab\there' }, { as: erin });
    expect(control.body.code).toBe(0);
  });

  it('shows every member what was drawn from the box against its odds', async () => {
    const { boxId } = await catalogue(t, operator, {
      stock: { N: 40, R: 20 },
      odds: oddsOf({ N: 500000, R: 500000 }),
      price: '1',
    });
    const fay = await funded(100n * USDT);
    for (let i = 0; i < 12; i++) await ok(openBox(t, fay, boxId));
    const box = await boxOf(t, await addMember(t), boxId);
    expect(box.observed.draws).toBe(12);
    expect(box.observed.tiers.reduce((sum, tier) => sum + tier.count, 0)).toBe(12);
    const rows = await t.database.db.selectFrom('nft_draws').select('tier').where('box_id', '=', BigInt(boxId)).execute();
    expect(box.observed.tiers.find((tier) => tier.tier === 'N')?.count).toBe(rows.filter((r) => r.tier === 'N').length);
    // Expected 6 and 6 (at least 5 each): a p-value is given.
    expect(box.observed.p_value).not.toBeNull();
    const draws = await ok<{ list: { kind: string; title: string }[]; total: number }>(
      getFrom(t, nftApi.draws, { as: fay, query: { kind: 'box' } }),
    );
    expect(draws.total).toBe(12);
    expect(draws.list[0]).toMatchObject({ kind: 'box', title: 'Test box' });
  });
});
