import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { updateIfStill } from '../shared-rows-repository';
import type { VerificationCodeTable } from './tables';

export type CodeRow = Selectable<VerificationCodeTable>;

/** Verification codes sent (or, for a decoy, pretended to be sent). */
export class CodeRepository {
  async insert(db: Executor, values: Insertable<VerificationCodeTable>): Promise<void> {
    await db.insertInto('verification_codes').values(values).execute();
  }

  /** The newest code sent for `event` to any of `targets`: only that one can be used. */
  newest(db: Executor, targets: string[], event: string): Promise<CodeRow | undefined> {
    return db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', 'in', targets)
      .where('event', '=', event)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The newest code of each other event sent to any of `targets` that can still be used (not used,
   * not expired, tries left, no decoy): the ones a code typed for `event` may really belong to.
   */
  async liveOfOtherEvents(db: Executor, targets: string[], event: string, now: bigint, maxTries: number): Promise<CodeRow[]> {
    const rows = await db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', 'in', targets)
      .where('event', '!=', event)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    const newest = new Map<string, CodeRow>();
    for (const row of rows) if (!newest.has(`${row.target} ${row.event}`)) newest.set(`${row.target} ${row.event}`, row);
    return [...newest.values()].filter((row) => row.used_at === null && row.decoy === 0n && Number(row.attempts) < maxTries);
  }

  /**
   * Spends a try before a typed code is accepted or refused, unless `max` are counted already: one
   * conditional update, so a burst of parallel tries gets at most `max` judged. Returns the count, or
   * undefined when none was left.
   */
  async spendTry(db: Executor, id: bigint, max: number): Promise<bigint | undefined> {
    const row = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
      .where('id', '=', id)
      .where('attempts', '<', BigInt(max))
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Gives back the try a right code spent, so checking a code before using it costs nothing. */
  async giveBackTry(db: Executor, id: bigint): Promise<void> {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '-', 1n) }))
      .where('id', '=', id)
      .where('attempts', '>', 0n)
      .execute();
  }

  /** Marks a code used; false when it already was (a concurrent request used it first). */
  markUsed(db: Executor, id: bigint, now: bigint): Promise<boolean> {
    return updateIfStill(db, 'verification_codes', { id, used_at: null }, { used_at: now });
  }
}
