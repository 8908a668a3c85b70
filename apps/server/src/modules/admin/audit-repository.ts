import { type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, type Page, paginate } from '../../platform/db/executor';
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

  /** Newest first, filtered by operator and action. */
  page(db: Executor, filter: AuditFilter, page: number): Promise<Page<AuditRow>> {
    let base = db.selectFrom('audit_log');
    if (filter.adminId !== undefined) base = base.where('admin_id', '=', filter.adminId);
    if (filter.username) base = base.where('admin_username', '=', filter.username);
    const action = filter.action;
    if (action) {
      // substr rather than LIKE: an action may hold `_`, and the two dialects escape LIKE differently.
      const area = `${action}.`;
      base = base.where((eb) => eb.or([eb('action', '=', action), eb(sql<string>`substr(action, 1, ${area.length})`, '=', area)]));
    }
    return paginate(base, page, (q) => q.selectAll().orderBy('id', 'desc'));
  }
}
