import { formatAmount } from '@mcc/contract/amount';
import type { LiabilityProof, PublishedRoot, Solvency } from '@mcc/contract/liabilities';
import { adminLiabilitiesApi, liabilitiesApi } from '@mcc/contract/liabilities';
import { verifyLeaf } from '@mcc/contract/merkle';
import { opsApi } from '@mcc/contract/ops';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { expectBooksBalanced, systemBalance } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { type OwnedObjects, ownedObjects } from '../../../test/owned-objects';
import { useTestApp } from '../../../test/test-app';
import { dailyJobs } from '../pledge/pledge-fixtures';
import { nodeSha256 } from './liabilities-tree';

// Everything owed to members in the liabilities proof, on the demo's data with a member's won auction
// in escrow and a coin-mix subscription waiting for its NAV: the USDT total's lines (members' accounts,
// auction escrow, the fund's custody), the member's leaf with their escrow share and pending order,
// the solvency page's lines, and a published figure that differs from the journal failing the job.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let world: OwnedObjects;
let finance: Operator;

const toUnits = (amount: string) => BigInt(amount.replace('.', ''));

beforeAll(async () => {
  world = await ownedObjects(t);
  finance = await addOperator(t, 'finance');
});

async function memberTotal(asset: string): Promise<bigint> {
  const row = await t.database.db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.sum<bigint>('balance').as('total'))
    .where('kind', '=', 'member')
    .where('asset', '=', asset)
    .executeTakeFirstOrThrow();
  return BigInt(row.total ?? 0);
}

describe('the USDT liabilities', () => {
  it('count members’ accounts, auction escrow and the fund’s custody, each on its own line', async () => {
    const jobs = dailyJobs(t);
    expect(await jobs.run(jobs.today(), 'cli')).toMatchObject({ status: 'done', error: null });
    const root = (await getFrom<PublishedRoot>(t, liabilitiesApi.latest, { as: world.owner })).body.data;
    const usdt = root.lines.filter((l) => l.asset === 'USDT');
    expect(usdt.map((l) => l.line)).toEqual(['members', 'auction_escrow', 'fund_custody']);
    const escrow = await systemBalance(t, 'escrow');
    const custody = await systemBalance(t, 'coinmix_custody');
    expect(escrow).toBeGreaterThan(0n);
    expect(custody).toBeGreaterThan(0n);
    const members = await memberTotal('USDT');
    expect(usdt.map((l) => toUnits(l.amount))).toEqual([members, escrow, custody]);
    expect(toUnits(root.totals.find((x) => x.asset === 'USDT')!.amount)).toBe(members + escrow + custody);
    // Units are their own asset: the members' units, backed by the fund's custody line.
    expect(root.lines.filter((l) => l.asset === 'CMU').map((l) => l.line)).toEqual(['members']);

    // The leaves add up to the members' accounts and escrow: every escrowed bid is in its buyer's leaf.
    const leaves = await t.database.db.selectFrom('liability_leaves').select('balances_json').execute();
    const summed = leaves.reduce((a, l) => {
      const usdtLeaf = (JSON.parse(l.balances_json) as { asset: string; amount: string }[]).find((b) => b.asset === 'USDT')!;
      return a + toUnits(usdtLeaf.amount);
    }, 0n);
    expect(summed).toBe(members + escrow);

    const solvency = (await getFrom<Solvency>(t, adminLiabilitiesApi.solvency, { as: finance })).body.data;
    const line = solvency.list.find((l) => l.asset === 'USDT')!;
    expect(line.liabilities).toBe(root.totals.find((x) => x.asset === 'USDT')!.amount);
    expect(line.lines).toEqual(usdt.map(({ line: kind, amount }) => ({ line: kind, amount })));
  });

  it('put a member’s pending fund order and their won bid in escrow in their leaf, shown part by part', async () => {
    const proof = (await getFrom<LiabilityProof>(t, liabilitiesApi.proof, { as: world.owner })).body.data;
    expect(await verifyLeaf(proof.leaf, proof.path, proof.root, nodeSha256)).toBe(true);
    const order = await t.database.db
      .selectFrom('auction_orders')
      .select(['amount', 'deposit', 'paid_at'])
      .where('id', '=', BigInt(world.order))
      .executeTakeFirstOrThrow();
    const share = order.deposit !== null && order.paid_at === null ? order.deposit : order.amount;
    const usdtParts = proof.parts.filter((p) => p.asset === 'USDT');
    expect(usdtParts).toEqual(
      expect.arrayContaining([
        { asset: 'USDT', part: 'fund_subscriptions', amount: '100.000000' },
        { asset: 'USDT', part: 'auction_escrow', amount: formatAmount(BigInt(share), 6, 6) },
      ]),
    );
    const balance = proof.leaf.balances.find((b) => b.asset === 'USDT')!;
    expect(usdtParts.reduce((a, p) => a + toUnits(p.amount), 0n)).toBe(toUnits(balance.amount));
    await expectBooksBalanced(t);
  });
});

describe('the daily check against the journal', () => {
  it('fails the job when a published figure differs from the journal, and the console shows it', async () => {
    // A member account whose balance no journal line explains.
    const account = await t.database.db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance'])
      .where('kind', '=', 'member')
      .where('asset', '=', 'USDT')
      .where('user_id', '=', world.owner.id)
      .where('purpose', '=', 'available')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('ledger_accounts')
      .set({ balance: account.balance + 1n })
      .where('id', '=', account.id)
      .execute();
    try {
      t.clock.advance(24 * 3600 * 1000);
      const jobs = dailyJobs(t);
      const run = await jobs.run(jobs.today(), 'cli');
      expect(run.status).toBe('failed');
      expect(run.error).toContain('differ from the journal');
      expect(run.error).toContain('members: published');
      // (Console sessions are of the day the clock stands at.)
      const health = await getFrom(t, opsApi.health, { as: await addOperator(t, 'support') });
      const job = health.body.data.jobs.find((j: { job: string }) => j.job === 'liabilities');
      expect(job).toMatchObject({ failures: 1, last_error: expect.stringContaining('differ from the journal') });
    } finally {
      await t.database.db.updateTable('ledger_accounts').set({ balance: account.balance }).where('id', '=', account.id).execute();
    }
  });
});
