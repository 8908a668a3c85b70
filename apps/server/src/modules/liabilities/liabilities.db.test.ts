import { toUnits } from '@mcc/contract/amount';
import { fundApi } from '@mcc/contract/fund';
import type { LiabilityProof, PublishedRoot, Solvency, SolvencyLine } from '@mcc/contract/liabilities';
import { adminLiabilitiesApi, liabilitiesApi } from '@mcc/contract/liabilities';
import { verifyLeaf } from '@mcc/contract/merkle';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, expectBooksBalanced, MCC, USDT } from '../../../test/money';
import { addOperators, type Operator } from '../../../test/operators';
import { atShanghaiTime, useTestApp } from '../../../test/test-app';
import { openDatabase } from '../../platform/db/database';
import { dailyJobs } from '../pledge/pledge-fixtures';
import { nodeSha256 } from './liabilities-tree';

// The daily liabilities root: published once per day however many processes run the jobs, its totals
// equal to what the ledger owes members, each member's proof their own and verifying, and the console's
// solvency view of declared custody against those totals.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let alice: Member;
let bob: Member;
let carol: Member;
let finance: Operator;
let support: Operator;

beforeAll(async () => {
  alice = await addMember(t);
  bob = await addMember(t);
  carol = await addMember(t);
  [finance, support] = await addOperators(t, 'finance', 'support');
  await credit(t, alice, 1_000n * USDT + 123_456n);
  await credit(t, bob, 250n * USDT);
  await credit(t, bob, 3n * MCC + 7n, 'MCC');
  const sent = await postTo(
    t,
    fundApi.transfer,
    { asset: 'USDT', to: carol.uid, amount: '40.5', paypwd: PAY_PASSWORD },
    { key: newKey(), as: alice },
  );
  expect(sent.body.code).toBe(1);
});

/** What the ledger owes members per asset: every member account's balance, summed in SQL. */
async function ledgerLiabilities(): Promise<Map<string, bigint>> {
  const rows = await t.database.db
    .selectFrom('ledger_accounts')
    .select(['asset', (eb) => eb.fn.sum<bigint>('balance').as('total')])
    .where('kind', '=', 'member')
    .groupBy('asset')
    .execute();
  return new Map(rows.map((r) => [r.asset, BigInt(r.total)]));
}

const rootCount = async (day: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('liability_roots')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).n,
  );

const proofOf = async (who: Member) => (await getFrom<LiabilityProof>(t, liabilitiesApi.proof, { as: who })).body;

describe('before the first root', () => {
  it('answers null for the latest root and refuses a proof in the member’s language', async () => {
    const latest = await getFrom(t, liabilitiesApi.latest, { as: alice });
    expect(latest.body).toMatchObject({ code: 1, data: null });
    const proof = await getFrom(t, liabilitiesApi.proof, { as: alice, lang: 'en' });
    expect(proof.body).toMatchObject({
      code: 0,
      msg: 'No liabilities proof has been published yet; the first comes with the next daily run',
    });
    const solvency = await getFrom<Solvency>(t, adminLiabilitiesApi.solvency, { as: finance });
    expect(solvency.body.data).toMatchObject({ day: null, root: null });
    expect(solvency.body.data.list.find((l) => l.asset === 'USDT')).toMatchObject({
      liabilities: '0.000000',
      custody: null,
      difference: null,
    });
  });

  it('needs a member token and an operator token', async () => {
    expect((await getFrom(t, liabilitiesApi.latest)).status).toBe(401);
    expect((await getFrom(t, liabilitiesApi.proof)).status).toBe(401);
    expect((await getFrom(t, adminLiabilitiesApi.roots)).status).toBe(401);
  });
});

describe('the daily job', () => {
  it('publishes one root for the day however many processes run it at once, and none again', async () => {
    atShanghaiTime(t, '2026-11-02', '00:05');
    // A second connection stands for a second server process.
    const other = openDatabase(t.config.database);
    try {
      const runs = await Promise.all([
        dailyJobs(t).run('2026-11-02', 'scheduler'),
        dailyJobs(t, other.db).run('2026-11-02', 'scheduler'),
        dailyJobs(t).run('2026-11-02', 'cli'),
      ]);
      for (const run of runs) expect(run).toMatchObject({ status: 'done', error: null });
    } finally {
      await other.close();
    }
    expect(await rootCount('2026-11-02')).toBe(1);
    await dailyJobs(t).run('2026-11-02', 'cli');
    expect(await rootCount('2026-11-02')).toBe(1);
    const users = await t.database.db.selectFrom('users').select('id').execute();
    const leaves = await t.database.db.selectFrom('liability_leaves').select('user_id').execute();
    expect(leaves.map((l) => l.user_id).sort()).toEqual(users.map((u) => u.id).sort());
  });

  it('publishes totals equal to what the ledger owes members, asset by asset', async () => {
    const latest = (await getFrom<PublishedRoot>(t, liabilitiesApi.latest, { as: bob })).body.data;
    expect(latest).toMatchObject({ day: '2026-11-02', leaf_count: 3 });
    const owed = await ledgerLiabilities();
    // Every asset of the ledger, in code order (the coin-mix fund's units too).
    expect(latest.totals.map((x) => x.asset)).toEqual(['CMU', 'MCC', 'USDT']);
    for (const total of latest.totals) {
      const scale = total.asset === 'USDT' ? 6 : 8;
      expect(toUnits(total.amount, scale)).toBe(owed.get(total.asset) ?? 0n);
    }
    expect(latest.totals).toEqual([
      { asset: 'CMU', amount: '0.00000000' },
      { asset: 'MCC', amount: '3.00000007' },
      { asset: 'USDT', amount: '1250.123456' },
    ]);
    await expectBooksBalanced(t);
  });
});

describe('a member’s proof', () => {
  it('is the member’s own leaf (salt, UID, balances) with a path that verifies against the published root', async () => {
    const latest = (await getFrom<PublishedRoot>(t, liabilitiesApi.latest, { as: alice })).body.data;
    const answer = await proofOf(alice);
    expect(answer.code).toBe(1);
    const proof = answer.data;
    expect(proof.root).toBe(latest.root);
    expect(proof.leaf.uid).toBe(alice.uid);
    expect(proof.leaf.balances).toEqual([
      { asset: 'CMU', amount: '0.00000000' },
      { asset: 'MCC', amount: '0.00000000' },
      { asset: 'USDT', amount: '959.623456' },
    ]);
    const salt = await t.database.db
      .selectFrom('member_proof_salts')
      .select('salt')
      .where('user_id', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(proof.leaf.salt).toBe(salt.salt);
    expect(await verifyLeaf(proof.leaf, proof.path, proof.root, nodeSha256)).toBe(true);
    // One cent more does not verify.
    const richer = { ...proof.leaf, balances: [...proof.leaf.balances.slice(0, 2), { asset: 'USDT', amount: '959.633456' }] };
    expect(await verifyLeaf(richer, proof.path, proof.root, nodeSha256)).toBe(false);
  });

  it('never answers another member’s leaf: each gets their own, with their own salt, and no query can name someone else', async () => {
    const [a, b, c] = [await proofOf(alice), await proofOf(bob), await proofOf(carol)];
    expect([a.data.leaf.uid, b.data.leaf.uid, c.data.leaf.uid]).toEqual([alice.uid, bob.uid, carol.uid]);
    expect(new Set([a.data.leaf.salt, b.data.leaf.salt, c.data.leaf.salt]).size).toBe(3);
    expect(new Set([a.data.leaf_hash, b.data.leaf_hash, c.data.leaf_hash]).size).toBe(3);
    for (const query of [{ user_id: bob.id }, { uid: bob.uid }, { id: 1 }]) {
      const res = await getFrom(t, liabilitiesApi.proof, { as: alice, query });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(JSON.stringify(res.body)).not.toContain(b.data.leaf.salt);
    }
    const latest = await getFrom(t, liabilitiesApi.latest, { as: alice });
    expect(JSON.stringify(latest.body)).not.toContain(a.data.leaf.salt);
  });

  it('is refused to a member who joined after the root, until the next day’s', async () => {
    const dave = await addMember(t);
    const refused = await getFrom(t, liabilitiesApi.proof, { as: dave, lang: 'en' });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'The latest liabilities proof was made before you joined; your balances will be in the next one',
    });

    await credit(t, dave, 5n * USDT);
    atShanghaiTime(t, '2026-11-03', '00:05');
    expect((await dailyJobs(t).run('2026-11-03', 'scheduler')).status).toBe('done');
    const proof = await proofOf(dave);
    expect(proof.data).toMatchObject({ day: '2026-11-03', leaf_count: 4, leaf: { uid: dave.uid } });
    expect(await verifyLeaf(proof.data.leaf, proof.data.path, proof.data.root, nodeSha256)).toBe(true);
    const owed = await ledgerLiabilities();
    const latest = (await getFrom<PublishedRoot>(t, liabilitiesApi.latest, { as: dave })).body.data;
    expect(toUnits(latest.totals.find((x) => x.asset === 'USDT')!.amount, 6)).toBe(owed.get('USDT'));
    await expectBooksBalanced(t);
  });
});

describe('the console', () => {
  // Console sessions are fresh for the day the clock now stands at.
  beforeAll(async () => {
    [finance, support] = await addOperators(t, 'finance', 'support');
  });

  it('lists the published roots, newest first', async () => {
    const res = await getFrom<{ list: PublishedRoot[]; total: number }>(t, adminLiabilitiesApi.roots, { as: support });
    expect(res.body.code).toBe(0); // support has no ledger.read
    const roots = await getFrom<{ list: PublishedRoot[]; total: number }>(t, adminLiabilitiesApi.roots, { as: finance });
    expect(roots.body.data.total).toBe(2);
    expect(roots.body.data.list.map((r) => [r.day, r.leaf_count])).toEqual([
      ['2026-11-03', 4],
      ['2026-11-02', 3],
    ]);
  });

  it('takes the custody an operator declares, audit-logged, and shows it against the liabilities with the difference', async () => {
    const declared = await postTo<SolvencyLine>(
      t,
      adminLiabilitiesApi.custody,
      { asset: 'USDT', amount: '1200', note: 'Cold wallet 1' },
      { as: finance },
    );
    expect(declared.body).toMatchObject({
      code: 1,
      data: {
        asset: 'USDT',
        liabilities: '1255.123456',
        custody: '1200.000000',
        difference: '-55.123456',
        note: 'Cold wallet 1',
        declared_by: finance.username,
      },
    });
    const more = await postTo<SolvencyLine>(t, adminLiabilitiesApi.custody, { asset: 'USDT', amount: '1300.5' }, { as: finance });
    expect(more.body.data).toMatchObject({ custody: '1300.500000', difference: '45.376544' });
    const solvency = (await getFrom<Solvency>(t, adminLiabilitiesApi.solvency, { as: finance })).body.data;
    expect(solvency.day).toBe('2026-11-03');
    expect(solvency.list).toEqual([
      expect.objectContaining({ asset: 'CMU', liabilities: '0.00000000', custody: null }),
      expect.objectContaining({ asset: 'MCC', liabilities: '3.00000007', custody: null, difference: null }),
      expect.objectContaining({ asset: 'USDT', custody: '1300.500000', difference: '45.376544' }),
    ]);
    const audit = await auditRows(t, 'liabilities.custody');
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ target_type: 'asset', target_id: 'USDT', admin_id: finance.id });
    expect(JSON.parse(audit[1]!.before_json ?? '{}')).toMatchObject({ amount: '1200' });
  });

  it('refuses a bad custody declaration without recording it', async () => {
    const before = await t.database.db.selectFrom('custody_declarations').select('id').execute();
    for (const body of [
      { asset: 'USDT', amount: '-1' },
      { asset: 'USDT', amount: '1.1234567' },
      { asset: 'USDT', amount: 'lots' },
      { asset: 'DOGE', amount: '1' },
      { asset: 'USDT', amount: '1', extra: true },
    ]) {
      const res = await postTo(t, adminLiabilitiesApi.custody, body, { as: finance });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    const denied = await postTo(t, adminLiabilitiesApi.custody, { asset: 'USDT', amount: '1' }, { as: support });
    expect(denied.body.code).toBe(0);
    expect(await t.database.db.selectFrom('custody_declarations').select('id').execute()).toEqual(before);
  });
});
