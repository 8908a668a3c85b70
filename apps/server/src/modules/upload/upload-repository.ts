import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { UploadTable } from './tables';

/** Stored uploads and who made them. */
export class UploadRepository {
  async insert(db: Executor, values: Insertable<UploadTable>): Promise<void> {
    await db.insertInto('uploads').values(values).execute();
  }

  /**
   * Spends one of the member's `limit` uploads of `day`, in one statement (so uploads sent at once
   * can never all pass the last place): false when they are all spent.
   */
  async spendDaily(db: Executor, userId: bigint, day: string, limit: number): Promise<boolean> {
    if (limit <= 0) return false;
    const row = await db
      .insertInto('upload_quota')
      .values({ user_id: userId, day, count: 1n })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet({ count: sql<bigint>`upload_quota.count + 1` })
          .where('upload_quota.count', '<', BigInt(limit)),
      )
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
  }

  async isOwnedBy(db: Executor, userId: bigint, url: string): Promise<boolean> {
    const row = await db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('url', '=', url).executeTakeFirst();
    return row !== undefined;
  }
}
