import { type Kysely, sql, type Transaction } from 'kysely';
import { groupCommitBatch } from '../metrics/instruments';
import { isSqlite } from './columns';
import type { DB } from './schema';

/** One transaction's worth of work: writes through `trx` only, no other I/O. */
export type Effect<T> = (trx: Transaction<DB>) => Promise<T>;

/** A ledger posting as the batch posting function takes it (PostgreSQL, migration 0017): ledger_post()'s arguments as JSON. */
export interface PostingCall {
  readonly args: Readonly<Record<string, unknown>>;
  /** The refusal for a debit short of funds, given the account's key the function names. */
  short(accountKey: string): Error;
}

/** One item of a batch call: a posting's arguments and the Idempotency-Key it claims (null: none). */
export interface CallItem {
  args: PostingCall['args'];
  claim: Record<string, unknown> | null;
}

/** What an item came to: posted (its entry's id), a debit short of funds (the account's key), or its key claimed already. */
export type CallOutcome = { entry: bigint } | { short: string } | { claimed: true };

type Waiting = { resolve(value: unknown): void; reject(error: unknown): void } & (
  | { effect: Effect<unknown>; item?: undefined }
  | { item: CallItem; effect?: undefined }
);

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Effects that arrive together commit together. An effect that finds no batch running starts one at
 * once (a lone request never waits); effects arriving meanwhile queue, and when the running batch
 * has committed, up to `maxSize` of them run as the next batch: one transaction, each effect inside
 * its own savepoint — a refusal or error rolls back that effect alone — and one commit. Each caller
 * gets its own effect's result or error, only once the batch committed. Should the batch itself
 * fail (a deadlock with another process's batch, a lost connection), nothing of it committed and
 * each effect runs again in a transaction of its own. `maxSize` 1: every effect commits alone.
 *
 * On PostgreSQL an effect that is one ledger posting with its key's claim comes as a `CallItem`
 * (`post`): the items of a batch go in one call of `ledger_post_batch()`, a single statement — no
 * BEGIN, no COMMIT, no savepoints — in which each item is isolated by its own exception block.
 * There, other effects (`run`) are not batched: each commits in a transaction of its own.
 */
export class GroupCommit {
  readonly #queue: Waiting[] = [];
  #running = false;
  #held = false;
  /** Batches committed and the effects they held, for the bench and the tests. */
  readonly stats = { batches: 0, effects: 0, largest: 0 };

  /** Whether postings go through the batch posting function (`post`): PostgreSQL with batching on. */
  readonly postsInCalls: boolean;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxSize: number,
  ) {
    this.postsInCalls = maxSize > 1 && !isSqlite(db as unknown as Kysely<unknown>);
  }

  run<T>(effect: Effect<T>): Promise<T> {
    // On PostgreSQL only postings batch (`post`); other effects commit alone, side by side: batched
    // with savepoints there, each still cost its round trips one after another on one connection.
    if (this.maxSize <= 1 || this.postsInCalls) return this.db.transaction().execute(effect);
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ effect, resolve: resolve as (value: unknown) => void, reject });
      this.#next();
    });
  }

  /** Posts `item` with the next batch's call of the batch posting function (only when `postsInCalls`). */
  post(item: CallItem): Promise<CallOutcome> {
    if (!this.postsInCalls) throw new Error('group commit: postings go through the batch function only on PostgreSQL with batching on');
    return new Promise<CallOutcome>((resolve, reject) => {
      this.#queue.push({ item, resolve: resolve as (value: unknown) => void, reject });
      this.#next();
    });
  }

  /** Effects waiting for the next batch. */
  get pending(): number {
    return this.#queue.length;
  }

  /** Starts no batch until `release` (effects queue meanwhile): lets a check build batches as large as it likes. */
  hold(): void {
    this.#held = true;
  }

  release(): void {
    this.#held = false;
    this.#next();
  }

  #next(): void {
    if (this.#running || this.#held || this.#queue.length === 0) return;
    this.#running = true;
    const batch = this.#queue.splice(0, this.maxSize);
    void this.#run(batch).finally(() => {
      this.#running = false;
      this.#next();
    });
  }

  /** One effect in its own transaction, again if it lost a deadlock to another process's batch. */
  async #alone(effect: Effect<unknown>, tries = 3): Promise<unknown> {
    try {
      return await this.db.transaction().execute(effect);
    } catch (error) {
      if (tries > 1 && mustGiveWay(error)) return this.#alone(effect, tries - 1);
      throw error;
    }
  }

  async #run(batch: Waiting[]): Promise<void> {
    this.stats.batches += 1;
    this.stats.effects += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    groupCommitBatch.observe(batch.length);
    const calls = batch.filter((w) => w.item !== undefined);
    const effects = batch.filter((w) => w.effect !== undefined);
    if (calls.length > 0) await this.#runCalls(calls);
    if (effects.length > 0) await this.#runEffects(effects);
  }

  /** The batch's postings in one call; should the call fail as a whole, each again alone. */
  async #runCalls(batch: Waiting[]): Promise<void> {
    const items = batch.map((w) => w.item as CallItem);
    if (batch.length > 1) {
      try {
        const outcomes = await this.#call(items);
        for (const [i, waiting] of batch.entries()) waiting.resolve(outcomes[i]);
        return;
      } catch {
        // Nothing of the call committed (it is one statement): each item on its own below.
      }
    }
    for (const [i, waiting] of batch.entries()) await this.#callAlone(items[i] as CallItem).then(waiting.resolve, waiting.reject);
  }

  async #callAlone(item: CallItem, tries = 3): Promise<CallOutcome> {
    try {
      const [outcome] = await this.#call([item]);
      return outcome as CallOutcome;
    } catch (error) {
      if (tries > 1 && mustGiveWay(error)) return this.#callAlone(item, tries - 1);
      throw error;
    }
  }

  async #call(items: CallItem[]): Promise<CallOutcome[]> {
    const { rows } = await sql<{ outcomes: { entry?: string; short?: string; claimed?: true }[] }>`
      select ledger_post_batch(${JSON.stringify(items.map((i) => ({ ...i.args, claim: i.claim })))}::jsonb) as outcomes`.execute(this.db);
    const outcomes = rows[0]?.outcomes ?? [];
    if (outcomes.length !== items.length) throw new Error(`ledger_post_batch() answered ${outcomes.length} of ${items.length} items`);
    return outcomes.map((o) =>
      o.entry !== undefined ? { entry: BigInt(o.entry) } : o.short !== undefined ? { short: o.short } : { claimed: true },
    );
  }

  async #runEffects(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await this.db
        .transaction()
        .execute(only.effect as Effect<unknown>)
        .then(only.resolve, only.reject);
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        const done: Outcome[] = [];
        for (const waiting of batch) {
          await sql`savepoint effect`.execute(trx);
          try {
            const value = await (waiting.effect as Effect<unknown>)(trx);
            await sql`release savepoint effect`.execute(trx);
            done.push({ ok: true, value });
          } catch (error) {
            // A deadlock with another process's batch (it holds the locks of all its effects):
            // the batch gives way, and each effect runs again alone, where locks come in one order.
            if (mustGiveWay(error)) throw error;
            await sql`rollback to savepoint effect`.execute(trx);
            await sql`release savepoint effect`.execute(trx);
            done.push({ ok: false, error });
          }
        }
        return done;
      });
    } catch {
      // Nothing of the batch committed: each effect on its own, one after the other.
      for (const waiting of batch) await this.#alone(waiting.effect as Effect<unknown>).then(waiting.resolve, waiting.reject);
      return;
    }
    batch.forEach((waiting, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
  }
}

/** PostgreSQL's deadlock and serialization failures: the batch's fault, not the effect's. */
function mustGiveWay(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}
