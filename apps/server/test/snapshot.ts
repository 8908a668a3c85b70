import { sql } from 'kysely';
import type { DatabaseAndClock } from './test-app';

// What "nothing changed" means for the suites that throw bad or foreign requests at every route:
// every non-zero balance, the journal's size and totals, and the rows of the tables that hold
// members' objects.

/** Every account's balance (zero balances left out: an account opened by a look is not a change), the journal's counts and its sum per asset. */
export async function moneySnapshot(t: Pick<DatabaseAndClock, 'database'>): Promise<string> {
  const db = t.database.db;
  const accounts = await db.selectFrom('ledger_accounts').select(['key', 'balance']).where('balance', '!=', 0n).orderBy('key').execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('ledger_lines')
    .select(['asset', (eb) => eb.fn.countAll<string>().as('n'), sql<string>`sum(case when amount > 0 then amount else 0 end)`.as('moved')])
    .groupBy('asset')
    .orderBy('asset')
    .execute();
  return JSON.stringify(
    {
      accounts: accounts.map((a) => `${a.key}=${a.balance}`),
      entries: String(entries.n),
      lines: lines.map((l) => `${l.asset}:${l.n}:${l.moved}`),
    },
    null,
    1,
  );
}

/** The journal entries after entry `afterId`, one line each (kind, memo, reference), to say what moved money. */
export async function entriesAfter(t: Pick<DatabaseAndClock, 'database'>, afterId: bigint): Promise<string[]> {
  const rows = await t.database.db.selectFrom('ledger_entries').selectAll().where('id', '>', afterId).orderBy('id').execute();
  return rows.map(
    (e) => `${e.id} ${e.kind} "${e.memo}" ${e.ref_type ?? ''}:${e.ref_id ?? ''} ${e.params_json ?? ''} admin=${e.admin_id ?? ''}`,
  );
}

/** The id of the newest journal entry (0 when none). */
export async function lastEntryId(t: Pick<DatabaseAndClock, 'database'>): Promise<bigint> {
  const row = await t.database.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id === null || row?.id === undefined ? 0n : BigInt(row.id);
}

/** The rows of `tables`, in id order, as text. */
export async function rowsSnapshot(t: Pick<DatabaseAndClock, 'database'>, tables: readonly string[]): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(t.database.db);
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)])));
  }
  return JSON.stringify(out, null, 1);
}
