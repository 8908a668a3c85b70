import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { UploadTable } from './tables';

/** Stored uploads and who made them. */
export class UploadRepository {
  async insert(db: Executor, values: Insertable<UploadTable>): Promise<void> {
    await db.insertInto('uploads').values(values).execute();
  }

  async isOwnedBy(db: Executor, userId: bigint, url: string): Promise<boolean> {
    const row = await db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('url', '=', url).executeTakeFirst();
    return row !== undefined;
  }
}
