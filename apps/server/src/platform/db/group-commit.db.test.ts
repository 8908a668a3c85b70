import { fundApi } from '@mcc/contract/fund';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../../test/money';
import { useTestApp } from '../../../test/test-app';

// Money POSTs arriving together commit together: on SQLite in one transaction, each in its own
// savepoint; on PostgreSQL a transfer (one posting) goes in one call of the batch posting function,
// each in its own exception block. Batches are forced large here (no batch starts until every request waits for one), with refusals and
// requests repeating another's Idempotency-Key mixed in: each request gets its own answer.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', GROUP_COMMIT_SIZE: '64' });

async function until(check: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 30_000) throw new Error(`waited 30 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('group commit of money POSTs', () => {
  it('gives each request of large batches its own outcome, refusals and repeated keys mixed in', async () => {
    const receiver = await addMember(t);
    const senders: Member[] = [];
    for (let i = 0; i < 8; i += 1) senders.push(await addMember(t));
    // Each sender has 5.00 (after a first transfer, which also checks their pay password once) and
    // sends 1.00 twelve times: five go through, seven are refused.
    for (const s of senders) {
      await credit(t, s, 6n * USDT);
      const first = await postTo(
        t,
        fundApi.transfer,
        { asset: 'USDT', to: receiver.uid, amount: '1.00', paypwd: PAY_PASSWORD },
        { as: s, key: newKey() },
      );
      expect(first.body.code).toBe(1);
    }
    const commits = t.app.platform.idempotency.commits;
    const before = { ...commits.stats };
    const entriesBefore = await transferEntries();

    const calls: { key: string; from: Member }[] = [];
    for (let n = 0; n < 12; n += 1) for (const from of senders) calls.push({ key: newKey(), from });
    // Every fifth call is sent twice under its key, at once: one effect, the same answer twice.
    const repeats = calls.filter((_, i) => i % 5 === 0);
    const all = [...calls, ...repeats];
    commits.hold();
    const answers = all.map(({ key, from }) =>
      postTo(t, fundApi.transfer, { asset: 'USDT', to: receiver.uid, amount: '1.00', paypwd: PAY_PASSWORD }, { as: from, key }),
    );
    try {
      await until(() => commits.pending === all.length, `${all.length} requests to wait for a batch (${commits.pending} wait)`);
    } finally {
      commits.release();
    }
    const results = await Promise.all(answers);

    expect(commits.stats.batches - before.batches).toBeLessThanOrEqual(Math.ceil(all.length / 64) + 1);
    expect(commits.stats.largest).toBe(64);
    for (const r of results) expect(r.status).toBe(200);
    // Per sender: exactly five accepted keys, the rest refused for want of money.
    for (const s of senders) {
      const mine = calls.map((c, i) => ({ ...c, res: results[i]! })).filter((c) => c.from === s);
      const accepted = mine.filter((c) => c.res.body.code === 1);
      expect(accepted).toHaveLength(5);
      for (const c of mine.filter((x) => x.res.body.code !== 1)) expect(c.res.body.msg).toMatch(/Not enough USDT/);
      expect(await balanceOf(t, s)).toBe(0n);
    }
    // A repeated key answers exactly as the first request under it, marked as a replay on one of the two.
    repeats.forEach((call, i) => {
      const first = results[calls.indexOf(call)]!;
      const again = results[calls.length + i]!;
      expect(again.body.code).toBe(first.body.code);
      expect(again.body.data).toEqual(first.body.data);
      if (first.body.code === 1) {
        const replayed = [first, again].filter((r) => r.headers['idempotent-replayed'] === 'true');
        expect(replayed).toHaveLength(1);
      }
    });
    expect(await balanceOf(t, receiver)).toBe(48n * USDT);
    expect((await transferEntries()) - entriesBefore).toBe(40n);
    await expectBooksBalanced(t);
  }, 120_000);

  it('opens accounts used for the first time inside a batch, for a pair and its mirror alike', async () => {
    const pairs: [Member, Member][] = [];
    for (let i = 0; i < 6; i += 1) pairs.push([await addMember(t), await addMember(t)]);
    for (const [a] of pairs) await credit(t, a, 3n * USDT);
    const commits = t.app.platform.idempotency.commits;
    // Each pair: a pays b (b's account is new), and b pays a back in the same batch (short or not,
    // depending on the order): locks across the batch are taken in one order, whatever the items'.
    const calls = pairs.flatMap(([a, b]) => [
      { from: a, to: b },
      { from: b, to: a },
    ]);
    commits.hold();
    const answers = calls.map(({ from, to }) =>
      postTo(t, fundApi.transfer, { asset: 'USDT', to: to.uid, amount: '1.00', paypwd: PAY_PASSWORD }, { as: from, key: newKey() }),
    );
    try {
      await until(() => commits.pending === calls.length, `${calls.length} requests to wait for a batch`);
    } finally {
      commits.release();
    }
    const results = await Promise.all(answers);
    for (const [i, r] of results.entries()) {
      expect(r.status).toBe(200);
      if (i % 2 === 0) expect(r.body.code).toBe(1);
      else expect([0, 1]).toContain(r.body.code);
    }
    for (const [i, [a, b]] of pairs.entries()) {
      const back = results[2 * i + 1]!.body.code === 1 ? 1n : 0n;
      expect(await balanceOf(t, a)).toBe(2n * USDT + back * USDT);
      expect(await balanceOf(t, b)).toBe(USDT - back * USDT);
    }
    await expectBooksBalanced(t);
  });

  it('lets a lone request commit at once', async () => {
    const [alice, bob] = [await addMember(t), await addMember(t)];
    await credit(t, alice, 2n * USDT);
    const commits = t.app.platform.idempotency.commits;
    const before = commits.stats.batches;
    const res = await postTo(
      t,
      fundApi.transfer,
      { asset: 'USDT', to: bob.uid, amount: '1.00', paypwd: PAY_PASSWORD },
      { as: alice, key: newKey() },
    );
    expect(res.body.code).toBe(1);
    expect(commits.stats.batches).toBe(before + 1);
    expect(commits.pending).toBe(0);
  });
});

async function transferEntries(): Promise<bigint> {
  const row = await t.database.db
    .selectFrom('ledger_entries')
    .select(sql<bigint>`count(*)`.as('n'))
    .where('kind', '=', 'transfer')
    .executeTakeFirstOrThrow();
  return BigInt(row.n);
}
