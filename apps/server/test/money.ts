import { randomBytes } from 'node:crypto';
import { member, system } from '../src/modules/ledger/accounts';
import { Ledger } from '../src/modules/ledger/ledger';
import { verifyLedger } from '../src/modules/ledger/verify';
import type { DatabaseAndClock } from './test-app';

// Money for the server tests, always through the journal: credits from outside the books (as a
// confirmed recharge would make them), balances, and the check that the books still balance.

/** One USDT in base units. */
export const USDT = 1_000_000n;
/** One MCC in base units. */
export const MCC = 100_000_000n;

type Posting = Parameters<Ledger['post']>[1];
type Holder = { id: bigint } | bigint;

const idOf = (who: Holder) => (typeof who === 'bigint' ? who : who.id);

/** Posts one journal entry in a transaction of its own. */
export async function postEntry(t: DatabaseAndClock, posting: Posting): Promise<Awaited<ReturnType<Ledger['post']>>> {
  return t.database.db.transaction().execute((trx) => new Ledger(t.clock).post(trx, posting));
}

/** Credits a member's available balance from outside the books (memo `test`). */
export async function credit(t: DatabaseAndClock, who: Holder, amount: bigint, asset = 'USDT'): Promise<void> {
  await postEntry(t, {
    kind: 'deposit',
    memo: 'test',
    moves: [{ from: system('external_deposits', asset), to: member(idOf(who), asset), amount }],
  });
}

/** Puts money into the staking reward pool from outside the books. */
export async function fundPool(t: DatabaseAndClock, amount: bigint, asset = 'USDT'): Promise<void> {
  await postEntry(t, {
    kind: 'pool_funding',
    moves: [{ from: system('external_deposits', asset), to: system('reward_pool', asset), amount }],
  });
}

/** A member's balance of `asset` for `purpose` (available, locked, withdrawing, pledged), in base units. */
export function balanceOf(t: DatabaseAndClock, who: Holder, asset = 'USDT', purpose = 'available'): Promise<bigint> {
  return new Ledger(t.clock).balanceOf(t.database.db, member(idOf(who), asset, purpose));
}

/** The balance of a system account (reward_pool, fees, external_deposits, …), in base units. */
export function systemBalance(t: DatabaseAndClock, name: string, asset = 'USDT'): Promise<bigint> {
  return new Ledger(t.clock).balanceOf(t.database.db, system(name, asset));
}

/** Throws, listing the differences, unless ledger:verify finds the books balanced. */
export async function expectBooksBalanced(t: Pick<DatabaseAndClock, 'database'>): Promise<void> {
  const report = await verifyLedger(t.database.db);
  if (!report.ok) throw new Error(`ledger:verify found:\n${report.problems.join('\n')}`);
}

/** The kinds of the journal entries made for the `refType` whose id is `refId` (a withdrawal, an order, a listing...). */
export async function entryKindsOf(
  t: Pick<DatabaseAndClock, 'database'>,
  refType: string,
  refId: number | bigint | string,
): Promise<string[]> {
  const entries = await t.database.db
    .selectFrom('ledger_entries')
    .select('kind')
    .where('ref_type', '=', refType)
    .where('ref_id', '=', String(refId))
    .execute();
  return entries.map((e) => e.kind);
}

/** How many journal entries of `kind` were made for the object whose id is `refId`. */
export async function entryCount(t: Pick<DatabaseAndClock, 'database'>, kind: string, refId: number | bigint | string): Promise<number> {
  const { n } = await t.database.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('kind', '=', kind)
    .where('ref_id', '=', String(refId))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A well-formed on-chain transaction hash no other call has returned, for recharge claims and payouts. */
export function newTxHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}
