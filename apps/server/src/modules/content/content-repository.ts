import type { Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { ContentPageTable } from './tables';

export type ContentPageRow = Selectable<ContentPageTable>;

/** The written content pages, one row per key. */
export class ContentRepository {
  find(db: Executor, key: string): Promise<ContentPageRow | undefined> {
    return db.selectFrom('content_pages').selectAll().where('page_key', '=', key).executeTakeFirst();
  }

  all(db: Executor): Promise<ContentPageRow[]> {
    return db.selectFrom('content_pages').selectAll().execute();
  }

  /** Writes the page: inserts it the first time, replaces its texts afterwards. */
  async upsert(db: Executor, row: ContentPageRow): Promise<void> {
    await db
      .insertInto('content_pages')
      .values(row)
      .onConflict((oc) =>
        oc.column('page_key').doUpdateSet({ title_json: row.title_json, content_json: row.content_json, updated_at: row.updated_at }),
      )
      .execute();
  }
}
