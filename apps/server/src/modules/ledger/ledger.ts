import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import { isSqlite } from '../../platform/db/columns';
import type { Executor } from '../../platform/db/executor';
import type { PostingCall } from '../../platform/db/group-commit';
import { prepared } from '../../platform/db/prepared';
import type { DB } from '../../platform/db/schema';
import { Refusal } from '../../platform/http/refusal';
import { type AccountRef, accountKey, allowsNegative } from './accounts';
import { ledgerMessages } from './money-messages';
import { balancesAfter, type DraftLine, draftLines, type Move, netByAccount } from './postings';
import type { LedgerEntryTable } from './tables';

/** What a module asks the ledger to write: one entry made of moves. */
export interface Posting {
  /** What happened, e.g. `transfer`, `recharge`, `pledge_earning`; also the default detail type of its lines. */
  kind: string;
  /** Money moving between accounts of one asset each; together they balance by construction. */
  moves: readonly Move[];
  /** Free text kept with the entry (an operator's reason); shown as the memo when no template applies. */
  memo?: string;
  /** Values a localised memo template is filled with (`{ to_uid: '100002' }`). */
  params?: Record<string, string>;
  /** What the entry belongs to, e.g. `{ type: 'withdrawal', id: 7n }`. */
  ref?: { type: string; id: string | bigint };
  /** The operator who caused it, if any. */
  adminId?: bigint;
}

export interface PostedLine {
  accountId: bigint;
  key: string;
  asset: string;
  amount: bigint;
  balanceAfter: bigint;
  type: string;
}

export interface Posted {
  entryId: bigint;
  lines: PostedLine[];
}

/** A debit that would take an account below zero. A refusal: `code: 0`, nothing of the transaction is kept. */
export class InsufficientBalance extends Refusal {
  constructor(readonly account: AccountRef) {
    super(
      account.kind === 'member' ? ledgerMessages.insufficient : ledgerMessages.poolInsufficient,
      { asset: account.asset, account: account.kind === 'system' ? account.name : '' },
      { field: 'amount', asset: account.asset },
    );
    this.name = 'InsufficientBalance';
  }
}

const KNOWN_ACCOUNTS = 100_000;

interface AccountRow {
  id: bigint;
  key: string;
  allow_negative: bigint;
}

/**
 * The double-entry ledger. `post` is the only way money moves: every module (wallet, staking,
 * market, NFT, auction...) calls it inside its own transaction.
 */
// The statements every posting and balance read runs, built once (platform/db/prepared.ts).
const memberAccountsOf = prepared((db: Executor, userId: bigint) =>
  db.selectFrom('ledger_accounts').select(['id', 'asset', 'purpose', 'balance']).where('user_id', '=', userId).where('kind', '=', 'member'),
);
const balanceOf = prepared((db: Executor, id: bigint, key: string) =>
  db.selectFrom('ledger_accounts').select('balance').where('id', '=', id).where('key', '=', key),
);
const addToBalance = prepared((db: Executor, id: bigint, key: string, change: bigint, now: bigint) =>
  db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', change), updated_at: now }))
    .where('id', '=', id)
    .where('key', '=', key)
    .returning('balance'),
);
/** A debit that matches no row when the balance does not cover it: the conditional debit. */
const debitCovered = prepared((db: Executor, id: bigint, key: string, change: bigint, now: bigint, needed: bigint) =>
  db
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance: eb('balance', '+', change), updated_at: now }))
    .where('id', '=', id)
    .where('key', '=', key)
    .where('balance', '>=', needed)
    .returning('balance'),
);

export class Ledger {
  /**
   * Account ids by key, remembered across postings (accounts are never deleted). An id remembered
   * from a transaction that rolled back is caught by the key in every update's WHERE and read again.
   */
  readonly #known = new Map<string, AccountRow>();

  constructor(private readonly clock: Clock) {}

  /**
   * Writes one balanced entry inside `trx` and updates the cached balances in the same transaction.
   *
   * - Each move takes `amount` (base units, > 0) from `from` and gives it to `to`, same asset.
   * - A debit of a member account (and of a system account that may not go negative, such as
   *   `reward_pool`) is a conditional update `balance >= amount`; when it fails the whole call
   *   throws `InsufficientBalance` (a Refusal) and the caller's transaction must roll back, which
   *   it does when the error leaves `db.transaction().execute`.
   * - Accounts are created on first use and locked in one order (by id on SQLite, by key on
   *   PostgreSQL, where one call of ledger_post() does the whole posting), so postings do not deadlock.
   * - Journal rows are only ever inserted.
   *
   * Example (a transfer with a fee):
   *   await ledger.post(trx, { kind: 'transfer', params: { to_uid: '100002' }, moves: [
   *     { from: member(a, 'USDT'), to: member(b, 'USDT'), amount },
   *     { from: member(a, 'USDT'), to: system('fees', 'USDT'), amount: fee, type: 'transfer_fee' } ] });
   */
  async post(trx: Transaction<DB>, posting: Posting): Promise<Posted> {
    const lines = draftLines(posting.kind, posting.moves);
    const entry = this.#entry(posting);
    const now = entry.created_at;
    return isSqlite(trx as unknown as Kysely<unknown>)
      ? this.#postSqlite(trx, entry, lines, now)
      : this.#postPostgres(trx, entry, lines, now);
  }

  /** SQLite: statement by statement in this process (a statement costs no round trip). */
  async #postSqlite(trx: Transaction<DB>, entry: Insertable<LedgerEntryTable>, lines: DraftLine[], now: bigint): Promise<Posted> {
    const accounts = await this.#accounts(trx, lines, now);
    const net = netByAccount(lines);
    const ordered = [...net].map(([key, change]) => ({ key, change, row: accounts.get(key)! })).sort((a, b) => compare(a.row.id, b.row.id));
    const finalBalance = new Map<string, bigint>();
    for (const { key, change, row } of ordered) {
      const ref = lines.find((l) => l.key === key)!.ref;
      let balance = await this.#apply(trx, key, row, change, now);
      if (balance === undefined) {
        // The remembered id may be stale (its insert rolled back): read it afresh and try again; if
        // it fails too, the debit really is short.
        this.#known.delete(key);
        const fresh = (
          await this.#accounts(
            trx,
            lines.filter((l) => l.key === key),
            now,
          )
        ).get(key)!;
        accounts.set(key, fresh);
        balance = await this.#apply(trx, key, fresh, change, now);
      }
      if (balance === undefined) throw new InsufficientBalance(ref);
      finalBalance.set(key, balance);
    }
    const after = balancesAfter(lines, finalBalance);
    const posted = lines.map((line, i) => ({
      accountId: accounts.get(line.key)!.id,
      key: line.key,
      asset: line.ref.asset,
      amount: line.amount,
      balanceAfter: after[i]!,
      type: line.type,
    }));
    const { id } = await trx.insertInto('ledger_entries').values(entry).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('ledger_lines')
      .values(
        posted.map((line, i) => {
          const ref = lines[i]!.ref;
          return {
            entry_id: id,
            account_id: line.accountId,
            user_id: ref.kind === 'member' ? ref.userId : null,
            asset: line.asset,
            amount: line.amount,
            balance_after: line.balanceAfter,
            type: line.type,
            created_at: now,
          };
        }),
      )
      .execute();
    return { entryId: id, lines: posted };
  }

  /**
   * The posting as the batch posting function takes it (PostgreSQL, migration 0017): ledger_post()'s
   * arguments as JSON, amounts and ids as decimal strings. With batching on, a money POST whose
   * effect is this one posting goes through that function with its key's claim (`MoneyAction.single`).
   */
  call(posting: Posting): PostingCall {
    const lines = draftLines(posting.kind, posting.moves);
    const entry = this.#entry(posting);
    const { accounts, position, args } = this.#arguments(lines, entry, entry.created_at);
    const refs = new Map(accounts.map((a) => [a.key, a.ref]));
    const decimal = (values: (bigint | null)[]) => values.map((v) => (v === null ? null : String(v)));
    return {
      args: {
        keys: args.keys,
        changes: decimal(args.changes),
        kinds: args.kinds,
        users: decimal(args.users),
        assets: args.assets,
        purposes: args.purposes,
        allow_negative: decimal(args.allowNegative),
        line_accounts: lines.map((l) => String(position.get(l.key)!)),
        line_amounts: decimal(args.lineAmounts),
        line_types: args.lineTypes,
        kind: args.entry.kind,
        memo: args.entry.memo ?? '',
        params: args.entry.params_json ?? null,
        ref_type: args.entry.ref_type ?? null,
        ref_id: args.entry.ref_id ?? null,
        admin: args.entry.admin_id === null || args.entry.admin_id === undefined ? null : String(args.entry.admin_id),
        now: String(args.now),
      },
      short: (key) => new InsufficientBalance(refs.get(key)!),
    };
  }

  #entry(posting: Posting): Insertable<LedgerEntryTable> {
    return {
      kind: posting.kind,
      memo: posting.memo ?? '',
      params_json: posting.params ? JSON.stringify(posting.params) : null,
      ref_type: posting.ref?.type ?? null,
      ref_id: posting.ref ? String(posting.ref.id) : null,
      admin_id: posting.adminId ?? null,
      created_at: nowMs(this.clock),
    };
  }

  /** ledger_post()'s arguments: the accounts in key order (one order for every posting: no deadlock), the lines by position. */
  #arguments(lines: DraftLine[], entry: Insertable<LedgerEntryTable>, now: bigint) {
    const refs = new Map(lines.map((l) => [l.key, l.ref]));
    const accounts = [...netByAccount(lines)]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, change]) => ({ key, change, ref: refs.get(key)! }));
    const position = new Map(accounts.map((a, i) => [a.key, i + 1]));
    const userOf = (ref: AccountRef) => (ref.kind === 'member' ? ref.userId : null);
    const args = {
      keys: accounts.map((a) => a.key),
      changes: accounts.map((a) => a.change),
      kinds: accounts.map((a) => a.ref.kind),
      users: accounts.map((a) => userOf(a.ref)),
      assets: accounts.map((a) => a.ref.asset),
      purposes: accounts.map((a) => (a.ref.kind === 'member' ? a.ref.purpose : a.ref.name)),
      allowNegative: accounts.map((a) => (allowsNegative(a.ref) ? 1n : 0n)),
      lineAccounts: lines.map((l) => position.get(l.key)!),
      lineAmounts: lines.map((l) => l.amount),
      lineTypes: lines.map((l) => l.type),
      entry,
      now,
    };
    return { accounts, position, args };
  }

  /**
   * PostgreSQL: the whole posting in one call of ledger_post() (migration 0007), so the account rows
   * stay locked for one round trip. Accounts go in key order: one order for every posting, no deadlock.
   */
  async #postPostgres(trx: Transaction<DB>, entry: Insertable<LedgerEntryTable>, lines: DraftLine[], now: bigint): Promise<Posted> {
    const { accounts, position, args: a } = this.#arguments(lines, entry, now);
    const refs = new Map(accounts.map((x) => [x.key, x.ref]));
    const { rows } = await sql<{
      posted_entry: bigint | null;
      short_key: string | null;
      posted_accounts: (string | bigint)[] | null;
      posted_balances: (string | bigint)[] | null;
    }>`select * from ledger_post(
        ${a.keys}::text[], ${a.changes}::bigint[], ${a.kinds}::text[], ${a.users}::bigint[], ${a.assets}::text[],
        ${a.purposes}::text[], ${a.allowNegative}::bigint[], ${a.lineAccounts}::int[], ${a.lineAmounts}::bigint[],
        ${a.lineTypes}::text[], ${entry.kind}, ${entry.memo ?? ''}, ${entry.params_json ?? null}, ${entry.ref_type ?? null},
        ${entry.ref_id ?? null}, ${entry.admin_id ?? null}::bigint, ${now}::bigint)`.execute(trx);
    const row = rows[0];
    if (row?.short_key) throw new InsufficientBalance(refs.get(row.short_key)!);
    if (!row?.posted_entry || !row.posted_accounts || !row.posted_balances) throw new Error('ledger: ledger_post() returned no entry');
    const ids = row.posted_accounts.map((id) => BigInt(id));
    const balances = row.posted_balances.map((b) => BigInt(b));
    const posted = lines.map((line, i) => ({
      accountId: ids[position.get(line.key)! - 1]!,
      key: line.key,
      asset: line.ref.asset,
      amount: line.amount,
      balanceAfter: balances[i]!,
      type: line.type,
    }));
    return { entryId: BigInt(row.posted_entry), lines: posted };
  }

  /** The balance of one account (0 when it was never used). */
  async balanceOf(db: Kysely<DB> | Transaction<DB>, ref: AccountRef): Promise<bigint> {
    const row = await db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(ref)).executeTakeFirst();
    return row?.balance ?? 0n;
  }

  /** Every account of a member: asset, purpose, balance. */
  async memberAccounts(
    db: Kysely<DB> | Transaction<DB>,
    userId: bigint,
  ): Promise<{ id: bigint; asset: string; purpose: string; balance: bigint }[]> {
    return memberAccountsOf(db, userId);
  }

  /** The account row id of a reference, or null when the account was never used. */
  async accountId(db: Kysely<DB> | Transaction<DB>, ref: AccountRef): Promise<bigint | null> {
    const row = await db.selectFrom('ledger_accounts').select('id').where('key', '=', accountKey(ref)).executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Adds `change` to one account and returns its new balance, or undefined when the update matched no
   * row: a debit that would go below zero, or an account id that is not (or no longer) this key's.
   */
  async #apply(trx: Transaction<DB>, key: string, row: AccountRow, change: bigint, now: bigint): Promise<bigint | undefined> {
    if (change === 0n) return (await balanceOf(trx, row.id, key))[0]?.balance;
    const [updated] =
      change < 0n && row.allow_negative !== 1n
        ? await debitCovered(trx, row.id, key, change, now, -change)
        : await addToBalance(trx, row.id, key, change, now);
    return updated?.balance;
  }

  async #accounts(trx: Transaction<DB>, lines: readonly DraftLine[], now: bigint): Promise<Map<string, AccountRow>> {
    const refs = new Map(lines.map((l) => [l.key, l.ref]));
    const found = new Map<string, AccountRow>();
    for (const key of refs.keys()) {
      const known = this.#known.get(key);
      if (known) found.set(key, known);
    }
    const read = async (wanted: string[]) => {
      if (wanted.length === 0) return;
      const rows = await trx.selectFrom('ledger_accounts').select(['id', 'key', 'allow_negative']).where('key', 'in', wanted).execute();
      for (const row of rows) {
        found.set(row.key, row);
        if (this.#known.size >= KNOWN_ACCOUNTS) this.#known.clear();
        this.#known.set(row.key, row);
      }
    };
    await read([...refs.keys()].filter((k) => !found.has(k)));
    const missing = [...refs.keys()].filter((k) => !found.has(k)).sort();
    if (missing.length > 0) {
      await trx
        .insertInto('ledger_accounts')
        .values(
          missing.map((key) => {
            const ref = refs.get(key)!;
            return {
              key,
              kind: ref.kind,
              user_id: ref.kind === 'member' ? ref.userId : null,
              asset: ref.asset,
              purpose: ref.kind === 'member' ? ref.purpose : ref.name,
              balance: 0n,
              allow_negative: allowsNegative(ref) ? 1n : 0n,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      await read(missing);
    }
    return found;
  }
}

function compare(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
