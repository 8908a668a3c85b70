import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { bigintOrZero } from '../../platform/db/sums';

export interface AssetTotals {
  asset: string;
  /** Sum of every cached balance of the asset: zero when the books balance. */
  balances: bigint;
  /** Sum of every journal line of the asset: zero when every entry balances. */
  lines: bigint;
  accounts: number;
}

export interface VerifyReport {
  ok: boolean;
  entries: number;
  lines: number;
  accounts: number;
  assets: AssetTotals[];
  /** One sentence per difference found. */
  problems: string[];
}

/**
 * Recomputes every balance from the journal and compares: each account's cached balance with the
 * sum of its lines and with its last line's balance-after, each entry's lines per asset with zero,
 * each asset's total with zero, and no account below zero unless it may be.
 */
export async function verifyLedger(db: Kysely<DB>, batch = VERIFY_BATCH): Promise<VerifyReport> {
  // One snapshot for every read, so postings committing meanwhile (a live server) cannot show as differences.
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => verifySnapshot(trx, batch));
}

/** Accounts checked per step: memory holds one batch of accounts and their sums, whatever the size of the books. */
export const VERIFY_BATCH = 2000;

async function verifySnapshot(db: Transaction<DB>, batch = VERIFY_BATCH): Promise<VerifyReport> {
  const problems: string[] = [];
  const totals = new Map<string, AssetTotals>();
  const totalOf = (asset: string) => {
    let t = totals.get(asset);
    if (!t) {
      t = { asset, balances: 0n, lines: 0n, accounts: 0 };
      totals.set(asset, t);
    }
    return t;
  };
  let accountCount = 0;
  let lineCount = 0;
  // The accounts in batches by id; each batch's lines summed down the (account_id, id) index.
  for (let after = -1n; ; ) {
    const accounts = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'key', 'asset', 'balance', 'allow_negative'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (accounts.length === 0) break;
    after = accounts.at(-1)!.id;
    const ids = accounts.map((a) => a.id);
    const sums = await db
      .selectFrom('ledger_lines')
      .select([
        'account_id',
        bigintOrZero('sum(amount)').as('total'),
        bigintOrZero('max(id)').as('last_id'),
        sql<bigint>`count(*)`.as('count'),
      ])
      .where('account_id', 'in', ids)
      .groupBy('account_id')
      .execute();
    const byAccount = new Map(sums.map((s) => [s.account_id, s]));
    const lastLines = new Map<bigint, bigint>();
    if (sums.length > 0) {
      const rows = await db
        .selectFrom('ledger_lines')
        .select(['account_id', 'balance_after'])
        .where(
          'id',
          'in',
          sums.map((s) => s.last_id),
        )
        .execute();
      for (const row of rows) lastLines.set(row.account_id, row.balance_after);
    }
    for (const account of accounts) {
      const lines = byAccount.get(account.id);
      const sum = lines?.total ?? 0n;
      lineCount += Number(lines?.count ?? 0);
      accountCount += 1;
      const t = totalOf(account.asset);
      t.balances += account.balance;
      t.lines += sum;
      t.accounts += 1;
      if (sum !== account.balance) {
        problems.push(
          `account ${account.key}: cached balance ${account.balance} but its lines sum to ${sum} (difference ${account.balance - sum})`,
        );
      }
      const last = lastLines.get(account.id);
      if (last !== undefined && last !== account.balance) {
        problems.push(`account ${account.key}: cached balance ${account.balance} but its last line says ${last}`);
      }
      if (account.balance < 0n && account.allow_negative !== 1n) {
        problems.push(`account ${account.key}: balance ${account.balance} is below zero`);
      }
    }
  }
  const strays = await db
    .selectFrom('ledger_lines')
    .select(['account_id', bigintOrZero('sum(amount)').as('total'), sql<bigint>`count(*)`.as('count')])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('ledger_accounts').select('ledger_accounts.id').whereRef('ledger_accounts.id', '=', 'ledger_lines.account_id')),
      ),
    )
    .groupBy('account_id')
    .execute();
  for (const s of strays) {
    lineCount += Number(s.count);
    problems.push(`lines of unknown account id ${s.account_id} sum to ${s.total}`);
  }

  const unbalanced = await db
    .selectFrom('ledger_lines')
    .select(['entry_id', 'asset', bigintOrZero('sum(amount)').as('total')])
    .groupBy(['entry_id', 'asset'])
    .having(sql`sum(amount)`, '<>', 0)
    .orderBy('entry_id')
    .limit(1000)
    .execute();
  for (const row of unbalanced) problems.push(`entry ${row.entry_id}: ${row.asset} lines sum to ${row.total}, not 0`);

  const mismatched = await db
    .selectFrom('ledger_lines')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
    .select(['ledger_lines.id', 'ledger_lines.asset', 'ledger_accounts.key'])
    .whereRef('ledger_lines.asset', '<>', 'ledger_accounts.asset')
    .limit(1000)
    .execute();
  for (const row of mismatched) problems.push(`line ${row.id}: asset ${row.asset} on account ${row.key}`);

  const empty = await db
    .selectFrom('ledger_entries')
    .leftJoin('ledger_lines', 'ledger_lines.entry_id', 'ledger_entries.id')
    .select('ledger_entries.id')
    .where('ledger_lines.id', 'is', null)
    .limit(1000)
    .execute();
  for (const row of empty) problems.push(`entry ${row.id} has no lines`);

  problems.push(...(await teamStakeProblems(db)));

  for (const t of totals.values()) {
    if (t.balances !== 0n) problems.push(`asset ${t.asset}: balances sum to ${t.balances}, not 0`);
    if (t.lines !== 0n) problems.push(`asset ${t.asset}: journal lines sum to ${t.lines}, not 0`);
  }
  const counts = await db.selectFrom('ledger_entries').select(sql<bigint>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return {
    ok: problems.length === 0,
    entries: Number(counts.n),
    lines: lineCount,
    accounts: accountCount,
    assets: [...totals.values()].sort((a, b) => a.asset.localeCompare(b.asset)),
    problems,
  };
}

/**
 * The team's staking counters (migration 0039) recounted from the running orders: each member's
 * running orders and principal per asset, and per upline, level and asset the members with one and
 * their principal. A counter row at zero is the same as no row.
 */
async function teamStakeProblems(db: Transaction<DB>): Promise<string[]> {
  const members = await sql<{ side: string; user_id: bigint; asset: string; running: bigint; principal: bigint }>`
    select 'counted' as side, * from (
      select user_id, asset, count(*) as running, cast(sum(principal) as bigint) as principal
        from pledge_orders where status = 'running' group by user_id, asset
      except
      select user_id, asset, running, principal from member_stakes where running <> 0 or principal <> 0) a
    union all
    select 'kept' as side, * from (
      select user_id, asset, running, principal from member_stakes where running <> 0 or principal <> 0
      except
      select user_id, asset, count(*), cast(sum(principal) as bigint)
        from pledge_orders where status = 'running' group by user_id, asset) b
    limit 1000`.execute(db);
  const levels = await sql<{ side: string; user_id: bigint; depth: number; asset: string; active: bigint; staked: bigint }>`
    select 'counted' as side, * from (
      select c.ancestor as user_id, c.depth, o.asset, count(distinct o.user_id) as active, cast(sum(o.principal) as bigint) as staked
        from pledge_orders o join team_closure c on c.descendant = o.user_id
       where o.status = 'running' group by c.ancestor, c.depth, o.asset
      except
      select user_id, depth, asset, active, staked from team_stakes where active <> 0 or staked <> 0) a
    union all
    select 'kept' as side, * from (
      select user_id, depth, asset, active, staked from team_stakes where active <> 0 or staked <> 0
      except
      select c.ancestor, c.depth, o.asset, count(distinct o.user_id), cast(sum(o.principal) as bigint)
        from pledge_orders o join team_closure c on c.descendant = o.user_id
       where o.status = 'running' group by c.ancestor, c.depth, o.asset) b
    limit 1000`.execute(db);
  return [
    ...members.rows.map(
      (r) =>
        `member ${r.user_id} ${r.asset}: ${r.side === 'kept' ? 'kept staking figures' : 'running orders'} ${r.running} orders, ${r.principal} principal, not matched by the ${r.side === 'kept' ? 'running orders' : 'kept figures'}`,
    ),
    ...levels.rows.map(
      (r) =>
        `member ${r.user_id} level ${r.depth} ${r.asset}: ${r.side === 'kept' ? 'kept team figures' : 'running orders'} ${r.active} active, ${r.staked} staked, not matched by the ${r.side === 'kept' ? 'running orders' : 'kept figures'}`,
    ),
  ];
}
