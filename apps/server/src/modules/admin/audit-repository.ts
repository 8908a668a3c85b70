import { type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import type { AuditLogTable } from './tables';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditFilter {
  adminId?: bigint;
  username?: string;
  /** An action (`member.freeze`) or an area (`member`, which matches every `member.*`). */
  action?: string;
}

/** The audit log: insert-only. */
export class AuditRepository {
  async insert(db: Executor, values: Insertable<AuditLogTable>): Promise<void> {
    await db.insertInto('audit_log').values(values).execute();
  }

  /**
   * Newest first, filtered by operator and action: page `page`, or the rows older than `before`. An
   * operator (by id, or by username resolved to the operator's id: usernames are unique and never
   * change) reads down the (admin_id, id) index; otherwise the log is read down the primary key from
   * the cursor. An action filter also matches its area (`member` → `member.*`) by `substr`, which no
   * index orders by id: it checks each row's action on the way down.
   */
  page(db: Executor, filter: AuditFilter, window: KeysetWindow): Promise<KeysetPage<AuditRow>> {
    let base = db.selectFrom('audit_log');
    if (filter.adminId !== undefined) base = base.where('audit_log.admin_id', '=', filter.adminId);
    if (filter.username) {
      const username = filter.username;
      base = base
        .where('audit_log.admin_id', '=', (eb) => eb.selectFrom('admins').select('admins.id').where('admins.username', '=', username))
        .where('audit_log.admin_username', '=', username);
    }
    const action = filter.action;
    if (action) {
      // substr rather than LIKE: an action may hold `_`, and the two dialects escape LIKE differently.
      const area = `${action}.`;
      base = base.where((eb) => eb.or([eb('action', '=', action), eb(sql<string>`substr(action, 1, ${area.length})`, '=', area)]));
    }
    return paginateBefore(db, base, 'audit_log.id', window, (q) => q.selectAll('audit_log').orderBy('audit_log.id', 'desc'));
  }
}
