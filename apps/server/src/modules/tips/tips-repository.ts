import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { rowCount } from '../shared-rows-repository';
import type { OrderTipTable } from './tables';

export type OrderTipRow = Selectable<OrderTipTable>;

/** Members' order tips. */
export class TipRepository {
  /** Writes a tip; the same (user, kind, ref) again is a no-op. */
  async insertOnce(db: Executor, values: Insertable<OrderTipTable>): Promise<void> {
    await db
      .insertInto('order_tips')
      .values(values)
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_type', 'ref_id']).doNothing())
      .execute();
  }

  unreadCount(db: Executor, userId: bigint): Promise<number> {
    return rowCount(db.selectFrom('order_tips').where('user_id', '=', userId).where('read_at', 'is', null));
  }

  /** The newest `limit` unread tips of a member. */
  newestUnread(db: Executor, userId: bigint, limit: number): Promise<OrderTipRow[]> {
    return db
      .selectFrom('order_tips')
      .selectAll()
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** One of the member's tips; another member's reads as none. */
  find(db: Executor, userId: bigint, id: bigint): Promise<Pick<OrderTipRow, 'id' | 'read_at'> | undefined> {
    return db.selectFrom('order_tips').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  }

  async markRead(db: Executor, id: bigint, now: bigint): Promise<void> {
    await db.updateTable('order_tips').set({ read_at: now }).where('id', '=', id).execute();
  }

  async markAllRead(db: Executor, userId: bigint, now: bigint): Promise<void> {
    await db.updateTable('order_tips').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
  }
}
