import { type Kysely, sql } from 'kysely';
import type { DB } from './db/schema';

/** What the pay-password check reads of a member. */
export interface PayPasswordState {
  pay_password_hash: string | null;
  pay_password_failures: bigint;
  pay_password_locked_until: bigint;
}

/** An Idempotency-Key's row, as the key store replays it. */
export interface KeyRow {
  id: bigint;
  fingerprint: string;
  outcome_json: string;
  expires_at: bigint;
}

/** What a member's money POST learns before it posts, besides the action's own reads. */
export interface Settled {
  /** The Idempotency-Key's row when the key was used before (undefined: the key is new). */
  key: KeyRow | undefined;
  payPassword: PayPasswordState;
}

/** The key a request carries, and whose it is. */
export interface ScopedKey {
  scope: string;
  key: string;
}

/**
 * The member's row as `actor`, joined to the Idempotency-Key's row as `k` (no row when the key is
 * new). An action extends it with its own joins and columns (`MemberReads.read`).
 */
function baseQuery(db: Kysely<DB>, userId: bigint, key: ScopedKey | undefined) {
  return db
    .selectFrom('users as actor')
    .leftJoin('idempotency_keys as k', (join) =>
      key ? join.on('k.scope', '=', key.scope).on('k.key', '=', key.key) : join.on(sql<boolean>`1 = 0`),
    )
    .where('actor.id', '=', userId)
    .select([
      'actor.pay_password_hash',
      'actor.pay_password_failures',
      'actor.pay_password_locked_until',
      'k.id as key_id',
      'k.fingerprint as key_fingerprint',
      'k.outcome_json as key_outcome_json',
      'k.expires_at as key_expires_at',
    ]);
}

/** The query an action's reads extend: the member's row (`actor`) with the key's row (`k`) joined. */
export type MemberReadsQuery = ReturnType<typeof baseQuery>;
type BaseRow = Awaited<ReturnType<MemberReadsQuery['executeTakeFirstOrThrow']>>;

function settledOf(row: BaseRow): Settled {
  const key =
    row.key_id === null || row.key_fingerprint === null || row.key_outcome_json === null || row.key_expires_at === null
      ? undefined
      : { id: row.key_id, fingerprint: row.key_fingerprint, outcome_json: row.key_outcome_json, expires_at: row.key_expires_at };
  const { pay_password_hash, pay_password_failures, pay_password_locked_until } = row;
  return { key, payPassword: { pay_password_hash, pay_password_failures, pay_password_locked_until } };
}

/**
 * What a member's money POST reads before it posts, in one query: the member's pay-password state,
 * the Idempotency-Key's row and whatever the action adds (its parties) by joining to the member's
 * row. A plan calls `read` at most once; when it does not, `settled` reads the member's row and the
 * key alone, still one query. The session is not part of it: it comes from the session cache.
 */
export class MemberReads {
  #settled: Settled | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    readonly userId: bigint,
    private readonly key?: ScopedKey,
  ) {}

  /**
   * Runs the one query, extended by the action: its rows, each with the member's and the key's
   * columns. The extension must keep the member's row (join with `leftJoin`, filter in the join).
   */
  async read<O>(extend: (query: MemberReadsQuery) => { execute(): Promise<O[]> }): Promise<O[]> {
    if (this.#settled) throw new Error('money reads: an action reads once, in its plan');
    const rows = await extend(baseQuery(this.db, this.userId, this.key)).execute();
    const first = rows[0] as BaseRow | undefined;
    if (!first) throw new Error(`money reads: the reads lost member ${this.userId}'s row (join with leftJoin)`);
    this.#settled = settledOf(first);
    return rows;
  }

  /** The key's row and the pay-password state: as the action's read found them, or read now. */
  async settled(): Promise<Settled> {
    this.#settled ??= settledOf(await baseQuery(this.db, this.userId, this.key).executeTakeFirstOrThrow());
    return this.#settled;
  }
}

/** Makes each member request's `MemberReads`. */
export class MoneyReads {
  constructor(private readonly db: Kysely<DB>) {}

  forMember(userId: bigint, key: ScopedKey): MemberReads {
    return new MemberReads(this.db, userId, key);
  }
}
