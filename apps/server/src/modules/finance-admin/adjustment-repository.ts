import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
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
  async decide(db: Executor, id: bigint, set: Partial<Omit<AdjustmentRow, 'id'>>): Promise<boolean> {
    const result = await db
      .updateTable('adjustments')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', 'pending_approval')
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('adjustments').set({ entry_id: entryId }).where('id', '=', id).execute();
  }
}
