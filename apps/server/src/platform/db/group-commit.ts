import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './schema';

/** One transaction's worth of work: writes through `trx` only, no other I/O. */
export type Effect<T> = (trx: Transaction<DB>) => Promise<T>;

interface Waiting {
  effect: Effect<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Effects that arrive together commit together. An effect that finds no batch running starts one at
 * once (a lone request never waits); effects arriving meanwhile queue, and when the running batch
 * has committed, up to `maxSize` of them run as the next batch: one transaction, each effect inside
 * its own savepoint — a refusal or error rolls back that effect alone — and one commit. Each caller
 * gets its own effect's result or error, only once the batch committed. Should the batch itself
 * fail (a deadlock with another process's batch, a lost connection), nothing of it committed and
 * each effect runs again in a transaction of its own. `maxSize` 1: every effect commits alone.
 */
export class GroupCommit {
  readonly #queue: Waiting[] = [];
  #running = false;
  #held = false;
  /** Batches committed and the effects they held, for the bench and the tests. */
  readonly stats = { batches: 0, effects: 0, largest: 0 };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxSize: number,
  ) {}

  run<T>(effect: Effect<T>): Promise<T> {
    if (this.maxSize <= 1) return this.db.transaction().execute(effect);
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ effect, resolve: resolve as (value: unknown) => void, reject });
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
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await this.db.transaction().execute(only.effect).then(only.resolve, only.reject);
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = await this.db.transaction().execute(async (trx) => {
        const done: Outcome[] = [];
        for (const waiting of batch) {
          await sql`savepoint effect`.execute(trx);
          try {
            const value = await waiting.effect(trx);
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
      for (const waiting of batch) await this.#alone(waiting.effect).then(waiting.resolve, waiting.reject);
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
