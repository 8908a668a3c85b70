import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../test/members';
import { useTestDatabase } from '../../../test/test-app';
import { ManualClock } from '../../platform/clock';
import { Refusal } from '../../platform/http/refusal';
import { member, system } from './accounts';
import { InsufficientBalance, Ledger } from './ledger';
import { verifyLedger } from './verify';

const t = useTestDatabase();
const clock = new ManualClock('2026-11-01T04:00:00Z');
const ledger = new Ledger(clock);
let alice: bigint;
let bob: bigint;

const addUser = async (uid: string) => (await addMember(t, { uid })).id;

beforeAll(async () => {
  alice = await addUser('200001');
  bob = await addUser('200002');
});

const post = (posting: Parameters<Ledger['post']>[1]) => t.database.db.transaction().execute((trx) => ledger.post(trx, posting));

describe('the ledger', () => {
  it('posts a deposit and a transfer with a fee, with balances after each line', async () => {
    await post({
      kind: 'deposit',
      memo: 'seed',
      moves: [{ from: system('external_deposits', 'USDT'), to: member(alice, 'USDT'), amount: 1_000_000n }],
    });
    const posted = await post({
      kind: 'transfer',
      params: { to_uid: '200002', from_uid: '200001' },
      moves: [
        { from: member(alice, 'USDT'), to: member(bob, 'USDT'), amount: 300_000n },
        { from: member(alice, 'USDT'), to: system('fees', 'USDT'), amount: 1_000n, type: 'transfer_fee' },
      ],
    });
    expect(posted.lines.map((l) => [l.key, l.amount, l.balanceAfter])).toEqual([
      [`member:${alice}:USDT:available`, -300_000n, 700_000n],
      [`member:${bob}:USDT:available`, 300_000n, 300_000n],
      [`member:${alice}:USDT:available`, -1_000n, 699_000n],
      ['system:fees:USDT', 1_000n, 1_000n],
    ]);
    expect(await ledger.balanceOf(t.database.db, member(alice, 'USDT'))).toBe(699_000n);
    expect(await ledger.balanceOf(t.database.db, system('external_deposits', 'USDT'))).toBe(-1_000_000n);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('V2.3.3 refuses a member debit below zero and keeps nothing of the transaction', async () => {
    const before = await ledger.balanceOf(t.database.db, member(bob, 'USDT'));
    const attempt = post({ kind: 'transfer', moves: [{ from: member(bob, 'USDT'), to: member(alice, 'USDT'), amount: before + 1n }] });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientBalance);
    await expect(attempt).rejects.toBeInstanceOf(Refusal);
    expect(await ledger.balanceOf(t.database.db, member(bob, 'USDT'))).toBe(before);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('gives an account the money only passes through both its lines, with the balance after each', async () => {
    const carol = await addUser('200013');
    const before = await ledger.balanceOf(t.database.db, member(alice, 'USDT'));
    const posted = await post({
      kind: 'transfer',
      moves: [
        { from: member(alice, 'USDT'), to: member(carol, 'USDT'), amount: 5_000n },
        { from: member(carol, 'USDT'), to: system('fees', 'USDT'), amount: 5_000n, type: 'transfer_fee' },
      ],
    });
    expect(posted.lines.map((l) => [l.key, l.amount, l.balanceAfter])).toEqual([
      [`member:${alice}:USDT:available`, -5_000n, before - 5_000n],
      [`member:${carol}:USDT:available`, 5_000n, 5_000n],
      [`member:${carol}:USDT:available`, -5_000n, 0n],
      ['system:fees:USDT', 5_000n, expect.any(BigInt)],
    ]);
    expect(new Set(posted.lines.filter((l) => l.key.includes(`:${carol}:`)).map((l) => l.accountId)).size).toBe(1);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('creates an account used for the first time by many postings at once exactly once, with every credit', async () => {
    const dave = await addUser('200014');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        post({ kind: 'deposit', moves: [{ from: system('external_deposits', 'MCC'), to: member(dave, 'MCC'), amount: 7n }] }),
      ),
    );
    const rows = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('key', '=', `member:${dave}:MCC:available`)
      .execute();
    expect(rows).toEqual([{ balance: 84n }]);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('runs transfers in both directions between two members at once without a deadlock, conserving the total', async () => {
    const erin = await addUser('200015');
    const frank = await addUser('200016');
    await post({
      kind: 'deposit',
      moves: [
        { from: system('external_deposits', 'USDT'), to: member(erin, 'USDT'), amount: 1_000n },
        { from: system('external_deposits', 'USDT'), to: member(frank, 'USDT'), amount: 1_000n },
      ],
    });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [erin, frank] : [frank, erin];
        return post({ kind: 'transfer', moves: [{ from: member(from, 'USDT'), to: member(to, 'USDT'), amount: 10n }] });
      }),
    );
    const total =
      (await ledger.balanceOf(t.database.db, member(erin, 'USDT'))) + (await ledger.balanceOf(t.database.db, member(frank, 'USDT')));
    expect(total).toBe(2_000n);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses to pay out of an unfunded reward pool', async () => {
    await expect(
      post({ kind: 'reward', moves: [{ from: system('reward_pool', 'USDT'), to: member(bob, 'USDT'), amount: 1n }] }),
    ).rejects.toBeInstanceOf(InsufficientBalance);
  });

  it('stores and reads back 2^53 + 1 base units exactly', async () => {
    const big = 2n ** 53n + 1n;
    await post({ kind: 'deposit', moves: [{ from: system('external_deposits', 'MCC'), to: member(bob, 'MCC'), amount: big }] });
    expect(await ledger.balanceOf(t.database.db, member(bob, 'MCC'))).toBe(big);
    const line = await t.database.db
      .selectFrom('ledger_lines')
      .select(['amount', 'balance_after'])
      .where('user_id', '=', bob)
      .where('asset', '=', 'MCC')
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ amount: big, balance_after: big });
    const report = await verifyLedger(t.database.db);
    expect(report.ok).toBe(true);
    expect(report.assets.find((a) => a.asset === 'MCC')).toMatchObject({ balances: 0n, lines: 0n });
  });

  it('recovers from an account id remembered from a rolled-back transaction, even if the id was reused', async () => {
    const carol = await addUser('200003');
    const dave = await addUser('200004');
    class Abort extends Error {}
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await ledger.post(trx, {
          kind: 'deposit',
          moves: [{ from: system('external_deposits', 'USDT'), to: member(carol, 'USDT'), amount: 5n }],
        });
        throw new Abort();
      }),
    ).rejects.toBeInstanceOf(Abort);
    // On SQLite this new account may get the id the rolled-back one had.
    await post({ kind: 'deposit', moves: [{ from: system('external_deposits', 'USDT'), to: member(dave, 'USDT'), amount: 7n }] });
    await post({ kind: 'deposit', moves: [{ from: system('external_deposits', 'USDT'), to: member(carol, 'USDT'), amount: 11n }] });
    await post({ kind: 'transfer', moves: [{ from: member(carol, 'USDT'), to: member(dave, 'USDT'), amount: 1n }] });
    expect(await ledger.balanceOf(t.database.db, member(carol, 'USDT'))).toBe(10n);
    expect(await ledger.balanceOf(t.database.db, member(dave, 'USDT'))).toBe(8n);
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('never updates or deletes a journal row', async () => {
    await expect(t.database.db.updateTable('ledger_lines').set({ amount: 1n }).execute()).rejects.toThrow(/never updated/);
    await expect(t.database.db.deleteFrom('ledger_lines').execute()).rejects.toThrow(/never updated/);
    await expect(t.database.db.updateTable('ledger_entries').set({ memo: 'x' }).execute()).rejects.toThrow(/never updated/);
    await expect(t.database.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/never updated/);
  });

  it('finds a cached balance that disagrees with the journal', async () => {
    await t.database.db.updateTable('ledger_accounts').set({ balance: 1n }).where('key', '=', `member:${bob}:USDT:available`).execute();
    const report = await verifyLedger(t.database.db);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(new RegExp(`member:${bob}:USDT:available: cached balance 1 but its lines sum to 300000`));
    expect(report.problems.join('\n')).toMatch(/asset USDT: balances sum to/);
    await t.database.db
      .updateTable('ledger_accounts')
      .set({ balance: 300_000n })
      .where('key', '=', `member:${bob}:USDT:available`)
      .execute();
    expect((await verifyLedger(t.database.db)).ok).toBe(true);
  });

  it('checks the accounts in batches with the same findings as in one, whatever the batch size', async () => {
    await t.database.db.updateTable('ledger_accounts').set({ balance: 7n }).where('key', '=', `member:${bob}:USDT:available`).execute();
    const whole = await verifyLedger(t.database.db, 1_000_000);
    expect(whole.accounts).toBeGreaterThan(4);
    for (const batch of [1, 2, 3]) {
      const report = await verifyLedger(t.database.db, batch);
      expect(report).toEqual(whole);
    }
    expect(whole.problems.join('\n')).toContain(`member:${bob}:USDT:available: cached balance 7`);
    await t.database.db
      .updateTable('ledger_accounts')
      .set({ balance: 300_000n })
      .where('key', '=', `member:${bob}:USDT:available`)
      .execute();
    expect((await verifyLedger(t.database.db, 2)).ok).toBe(true);
  });

  it('finds an entry whose lines do not balance', async () => {
    // Written around the posting function on purpose, as a broken writer would.
    const entry = await t.database.db
      .insertInto('ledger_entries')
      .values({ kind: 'broken', memo: '', created_at: 0n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await t.database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('key', '=', 'system:fees:USDT')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('ledger_lines')
      .values({
        entry_id: entry.id,
        account_id: account.id,
        asset: 'USDT',
        amount: 5n,
        balance_after: 1_005n,
        type: 'broken',
        created_at: 0n,
      })
      .execute();
    const report = await verifyLedger(t.database.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([`entry ${entry.id}: USDT lines sum to 5, not 0`, 'asset USDT: journal lines sum to 5, not 0']),
    );
  });
});
