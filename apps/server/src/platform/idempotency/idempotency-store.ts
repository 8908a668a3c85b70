import { type Kysely, sql, type Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { Refusal, refuse } from '../http/refusal';
import type { Text } from '../i18n/language';
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
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  /** Identifies the request (route + canonical body): the same key with another fingerprint is refused. */
  fingerprint: string;
  /** Checks outside the transaction (e.g. the pay password, which counts wrong tries); a refusal here is remembered too. */
  prepare?: () => Promise<void>;
  /** The effect, inside one transaction that also claims the key. Its result must be plain JSON (no bigint). */
  effect: (trx: Transaction<DB>) => Promise<T>;
}

export interface IdempotentResult<T> {
  data: T;
  /** True when this is the first request's answer again and nothing ran. */
  replayed: boolean;
}

class AlreadyClaimed extends Error {}

/**
 * At most one effect per (scope, key). The key is claimed by inserting a unique row in the same
 * transaction as the effect: a concurrent request with the same key waits on that row and, once the
 * first commits, answers with the first outcome. A refusal (`code: 0`) is kept as the outcome too
 * (the effect undone to a savepoint, the claim kept), so every request under a key gets one answer.
 */
export class IdempotencyStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ttlMs = IDEMPOTENCY_TTL_MS,
  ) {}

  async run<T>(work: IdempotentWork<T>): Promise<IdempotentResult<T>> {
    const { scope, key, fingerprint } = work;
    if (key === undefined) {
      await work.prepare?.();
      return { data: await this.db.transaction().execute(work.effect), replayed: false };
    }
    const previous = await this.#find(scope, key);
    if (previous) return this.#replay<T>(previous, fingerprint);
    try {
      await work.prepare?.();
    } catch (error) {
      if (error instanceof Refusal) return this.#remember<T>(scope, key, fingerprint, error);
      throw error;
    }
    let outcome: Outcome;
    try {
      outcome = await this.db.transaction().execute(async (trx) => {
        const now = BigInt(this.clock.now().getTime());
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({ scope, key, fingerprint, outcome_json: '{"code":-1}', created_at: now, expires_at: now + BigInt(this.ttlMs) })
          .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!claimed) throw new AlreadyClaimed();
        // A refused effect is undone to this savepoint while the key stays claimed with the refusal,
        // so a request waiting on the same key answers with that refusal instead of running again.
        await sql`savepoint idempotent_effect`.execute(trx);
        let result: Outcome;
        try {
          result = { code: 1, data: await work.effect(trx) };
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          await sql`rollback to savepoint idempotent_effect`.execute(trx);
          result = refusalOutcome(error);
        }
        await trx
          .updateTable('idempotency_keys')
          .set({ outcome_json: JSON.stringify(result) })
          .where('id', '=', claimed.id)
          .execute();
        return result;
      });
    } catch (error) {
      if (!(error instanceof AlreadyClaimed)) throw error;
      const winner = await this.#find(scope, key);
      if (!winner) throw new Error('idempotency: a claimed key vanished');
      return this.#replay<T>(winner, fingerprint);
    }
    return { data: answer<T>(outcome), replayed: false };
  }

  /** Deletes keys past their time; returns how many went. */
  async purgeExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<=', BigInt(this.clock.now().getTime()))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async #find(scope: string, key: string) {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['id', 'fingerprint', 'outcome_json', 'expires_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
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

  /** Stores a refusal of the checks before the transaction; if another request under the key finished first, answers with its outcome. */
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
