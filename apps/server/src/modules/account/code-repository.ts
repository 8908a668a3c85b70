import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
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

  /** Counts a wrong try unless `max` are counted already; returns the count, or undefined when it was full. */
  async countWrongTry(db: Executor, id: bigint, max: number): Promise<bigint | undefined> {
    const row = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
      .where('id', '=', id)
      .where('attempts', '<', BigInt(max))
      .returning('attempts')
      .executeTakeFirst();
    return row?.attempts;
  }

  /** Marks a code used; false when it already was (a concurrent request used it first). */
  async markUsed(db: Executor, id: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
