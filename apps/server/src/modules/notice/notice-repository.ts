import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Executor, type Page, paginate } from '../../platform/db/executor';
import { rowCount } from '../shared-rows-repository';
import type { NoticeTable } from './tables';

export type NoticeRow = Selectable<NoticeTable>;

/** Notices and who has read them. */
export class NoticeRepository {
  #published(db: Executor, now: bigint) {
    return db.selectFrom('notices').where('publish_at', '<=', now);
  }

  /** A page of the notices published by `now`: pinned first, then newest first. */
  publishedPage(db: Executor, now: bigint, page: number, limit: number): Promise<Page<NoticeRow>> {
    return paginate(
      this.#published(db, now),
      page,
      (q) => q.selectAll().orderBy('pinned', 'desc').orderBy('publish_at', 'desc').orderBy('id', 'desc'),
      limit,
    );
  }

  findPublished(db: Executor, id: bigint, now: bigint): Promise<NoticeRow | undefined> {
    return this.#published(db, now).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Notices published by `now` the member has not opened. */
  unreadCount(db: Executor, userId: bigint, now: bigint): Promise<number> {
    return rowCount(
      this.#published(db, now).where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('notice_reads')
              .select('notice_reads.notice_id')
              .whereRef('notice_reads.notice_id', '=', 'notices.id')
              .where('notice_reads.user_id', '=', userId),
          ),
        ),
      ),
    );
  }

  /** Which of `ids` the member has opened. */
  async readIds(db: Executor, userId: bigint, ids: bigint[]): Promise<Set<bigint>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('notice_reads')
      .select('notice_id')
      .where('user_id', '=', userId)
      .where('notice_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.notice_id));
  }

  /** Records that the member opened the notice (once). */
  async markRead(db: Executor, userId: bigint, id: bigint, now: bigint): Promise<void> {
    await db
      .insertInto('notice_reads')
      .values({ user_id: userId, notice_id: id, read_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'notice_id']).doNothing())
      .execute();
  }

  /** A page of every notice with how many members opened it, newest publish time first. */
  adminPage(db: Executor, page: number): Promise<Page<NoticeRow & { reads: bigint | null }>> {
    return paginate(db.selectFrom('notices'), page, (q) =>
      q
        .selectAll('notices')
        .select((eb) =>
          eb
            .selectFrom('notice_reads')
            .whereRef('notice_reads.notice_id', '=', 'notices.id')
            .select(eb.fn.countAll<bigint>().as('n'))
            .as('reads'),
        )
        .orderBy('publish_at', 'desc')
        .orderBy('id', 'desc'),
    );
  }

  find(db: Executor, id: bigint): Promise<NoticeRow | undefined> {
    return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(db: Executor, values: Insertable<NoticeTable>): Promise<NoticeRow> {
    return db.insertInto('notices').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(db: Executor, id: bigint, values: Updateable<NoticeTable>): Promise<NoticeRow> {
    return db.updateTable('notices').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  reads(db: Executor, id: bigint): Promise<number> {
    return rowCount(db.selectFrom('notice_reads').where('notice_id', '=', id));
  }

  /** Deletes the notice and its reads. */
  async remove(db: Executor, id: bigint): Promise<void> {
    await db.deleteFrom('notice_reads').where('notice_id', '=', id).execute();
    await db.deleteFrom('notices').where('id', '=', id).execute();
  }
}
