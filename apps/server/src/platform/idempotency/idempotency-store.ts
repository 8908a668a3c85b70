import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Executor } from '../db/executor';
import { GroupCommit } from '../db/group-commit';
import { prepared } from '../db/prepared';
import type { DB } from '../db/schema';
import { Refusal, refuse } from '../http/refusal';
import type { Text } from '../i18n/language';
import type { SinglePosting } from '../money-action';
import type { KeyRow } from '../money-reads';
import { idempotencyMessages as m } from './messages';

/** Keys are kept at least this long (24 h); a later request with the same key starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

/** The remembered answer to the first request under a key. */
type Outcome =
  | { code: 1; data: unknown }
  | { code: 0; text: Text; params: Record<string, string | number>; data: Record<string, unknown> | null };

export interface IdempotentWork<T> {
  /** Whose key it is: `member:<id>` or `operator:<id>`; keys of different callers never meet. */
  scope: string;
  /** The Idempotency-Key header (every money POST sends one: `requiredIdempotencyKey`). */
  key: string;
  /** Identifies the request (route + canonical body): the same key with another fingerprint is refused. */
  fingerprint: string;
  /**
   * Checks and reads outside the transaction (the plan), before the key is known to be new; a
   * refusal here is remembered too. When it returns `{ found }`, that is the key's row as read with
   * its other reads in one query (`MemberReads`), and the store does not look the key up again.
   */
  prepare?: () => Promise<{ found: KeyRow | undefined } | undefined>;
  /** Checks once the key is known to be new (the pay password, which counts wrong tries: a replay never reaches it). */
  authorize?: () => Promise<void>;
  /** The effect, inside one transaction that also claims the key. Its result must be plain JSON (no bigint). */
  effect: (trx: Transaction<DB>) => Promise<T>;
  /** When the effect is one ledger posting (asked after `prepare`): with batching on PostgreSQL it and the key's claim go in one call. */
  single?: () => SinglePosting<T> | undefined;
}

export interface IdempotentResult<T> {
  data: T;
  /** True when this is the first request's answer again and nothing ran. */
  replayed: boolean;
}

class AlreadyClaimed extends Error {}

const PURGE_EVERY = 1000;

/** Claims a key in the effect's transaction with its outcome; no row back when another request holds it. Built once. */
const claimKey = prepared(
  (db: Executor, scope: string, key: string, fingerprint: string, outcome_json: string, created_at: bigint, expires_at: bigint) =>
    db
      .insertInto('idempotency_keys')
      .values({ scope, key, fingerprint, outcome_json, created_at, expires_at })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('id'),
);

/**
 * At most one effect per (scope, key). The key is claimed by inserting a unique row in the same
 * transaction as the effect, so of concurrent requests under one key exactly one commits; the others
 * roll their effect back and answer with its outcome. A refusal (`code: 0`) is stored as the outcome
 * the same way (its effect rolled back), so every request under a key gets the one answer.
 */
export class IdempotencyStore {
  #runs = 0;
  /** Effects (with their keys' claims) of requests arriving together commit in one transaction. */
  readonly commits: GroupCommit;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ttlMs = IDEMPOTENCY_TTL_MS,
    commits?: GroupCommit,
  ) {
    this.commits = commits ?? new GroupCommit(db, 1);
  }

  async run<T>(work: IdempotentWork<T>): Promise<IdempotentResult<T>> {
    const { scope, key, fingerprint } = work;
    // Now and then, clear keys past their time, so the table holds about a day of keys.
    this.#runs += 1;
    if (this.#runs % PURGE_EVERY === 0) void this.purgeExpired().catch(() => undefined);
    let prepared: { found: KeyRow | undefined } | undefined;
    try {
      prepared = await work.prepare?.();
    } catch (error) {
      // Under a key used before, #remember finds that first answer and gives it instead.
      if (error instanceof Refusal) return this.#remember<T>(scope, key, fingerprint, error);
      throw error;
    }
    const previous = prepared ? await this.#fresh(prepared.found) : await this.#find(scope, key);
    if (previous) return this.#replay<T>(previous, fingerprint);
    try {
      await work.authorize?.();
    } catch (error) {
      if (error instanceof Refusal) return this.#remember<T>(scope, key, fingerprint, error);
      throw error;
    }
    try {
      const single = this.commits.postsInCalls ? work.single?.() : undefined;
      if (single) return { data: await this.#post(scope, key, fingerprint, single), replayed: false };
      const data = await this.commits.run(async (trx) => {
        const result = await work.effect(trx);
        // The key is claimed by the effect's own transaction, after the effect: a concurrent request
        // under the same key waits on this row, finds it taken, and rolls its own effect back.
        const now = BigInt(this.clock.now().getTime());
        const outcome: Outcome = { code: 1, data: result };
        const [claimed] = await claimKey(trx, scope, key, fingerprint, JSON.stringify(outcome), now, now + BigInt(this.ttlMs));
        if (!claimed) throw new AlreadyClaimed();
        return result;
      });
      return { data, replayed: false };
    } catch (error) {
      if (error instanceof Refusal) return this.#remember<T>(scope, key, fingerprint, error);
      if (!(error instanceof AlreadyClaimed)) throw error;
      const winner = await this.#find(scope, key);
      // Taken by a key that had just expired (and is now gone): start afresh.
      if (!winner) return this.run(work);
      return this.#replay<T>(winner, fingerprint);
    }
  }

  /** The posting and the key's claim in one call of the batch posting function; the claim's outcome gets the entry's id. */
  async #post<T>(scope: string, key: string, fingerprint: string, single: SinglePosting<T>): Promise<T> {
    const now = BigInt(this.clock.now().getTime());
    const outcome: Outcome = { code: 1, data: single.answer(0n) };
    const result = await this.commits.post({
      args: single.call.args,
      claim: {
        scope,
        key,
        fingerprint,
        outcome,
        entry_at: ['data', ...single.entryAt],
        created_at: String(now),
        expires_at: String(now + BigInt(this.ttlMs)),
      },
    });
    if ('short' in result) throw single.call.short(result.short);
    if ('claimed' in result) throw new AlreadyClaimed();
    return single.answer(result.entry);
  }

  /** Deletes keys past their time; returns how many went. */
  async purgeExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<=', BigInt(this.clock.now().getTime()))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async #find(scope: string, key: string): Promise<KeyRow | undefined> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['id', 'fingerprint', 'outcome_json', 'expires_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    return this.#fresh(row);
  }

  /** The key's row unless it is past its time (then it is deleted: the key starts afresh). */
  async #fresh(row: KeyRow | undefined): Promise<KeyRow | undefined> {
    if (!row) return undefined;
    if (row.expires_at <= BigInt(this.clock.now().getTime())) {
      await this.db.deleteFrom('idempotency_keys').where('id', '=', row.id).where('expires_at', '=', row.expires_at).execute();
      return undefined;
    }
    return row;
  }

  #replay<T>(row: { fingerprint: string; outcome_json: string }, fingerprint: string): IdempotentResult<T> {
    if (row.fingerprint !== fingerprint) refuse(m.keyReused, {}, 'Idempotency-Key');
    return { data: answer<T>(JSON.parse(row.outcome_json) as Outcome), replayed: true };
  }

  /** Stores a refusal as the key's outcome; if another request under the key finished first, answers with its outcome instead. */
  async #remember<T>(scope: string, key: string, fingerprint: string, refusal: Refusal): Promise<IdempotentResult<T>> {
    const now = BigInt(this.clock.now().getTime());
    const stored = await this.db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key,
        fingerprint,
        outcome_json: JSON.stringify(refusalOutcome(refusal)),
        created_at: now,
        expires_at: now + BigInt(this.ttlMs),
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (stored) throw refusal;
    const winner = await this.#find(scope, key);
    if (!winner) throw refusal;
    return this.#replay<T>(winner, fingerprint);
  }
}

function refusalOutcome(refusal: Refusal): Outcome {
  return { code: 0, text: refusal.text, params: refusal.params, data: refusal.data };
}

/** The data of a success, or the refusal thrown again. */
function answer<T>(outcome: Outcome): T {
  if (outcome.code === 1) return outcome.data as T;
  throw new Refusal(outcome.text, outcome.params, outcome.data);
}
