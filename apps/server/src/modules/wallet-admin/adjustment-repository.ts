import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { updateIfStill } from '../shared-rows-repository';
import type { AdjustmentTable } from './tables';

export type AdjustmentRow = Selectable<AdjustmentTable>;

/** Operators' balance adjustments. */
export class AdjustmentRepository {
  find(db: Executor, id: bigint): Promise<AdjustmentRow | undefined> {
    return db.selectFrom('adjustments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(db: Executor, values: Insertable<AdjustmentTable>): Promise<AdjustmentRow> {
    return db.insertInto('adjustments').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /** Decides a pending adjustment; false when a concurrent decision came first. */
  decide(db: Executor, id: bigint, set: Partial<Omit<AdjustmentRow, 'id'>>): Promise<boolean> {
    return updateIfStill(db, 'adjustments', { id, status: 'pending_approval' }, set);
  }

  /**
   * Sum of |amount| of `asset` adjustments applied in one step (no second operator) since `since`,
   * made by `makerId` or for `userId`. Run after `lockParties`, so parallel adjustments of the same
   * operator or member are counted one after another.
   */
  async oneStepTotal(db: Executor, asset: string, makerId: bigint, userId: bigint, since: bigint): Promise<bigint> {
    const row = await db
      .selectFrom('adjustments')
      .select(sql<string | bigint | null>`sum(case when amount < 0 then -amount else amount end)`.as('total'))
      .where('asset', '=', asset)
      .where('status', '=', 'applied')
      .where('checker_id', 'is', null)
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('maker_id', '=', makerId), eb('user_id', '=', userId)]))
      .executeTakeFirstOrThrow();
    return BigInt(row.total ?? 0);
  }

  /** Locks the operator's and the member's rows for the rest of the transaction (a write both dialects hold until commit). */
  async lockParties(db: Executor, makerId: bigint, userId: bigint): Promise<void> {
    await db
      .updateTable('admins')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', makerId)
      .execute();
    await db
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', userId)
      .execute();
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('adjustments').set({ entry_id: entryId }).where('id', '=', id).execute();
  }
}
