import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../src/modules/admin/tables';
import type { TestApp } from './test-app';

/** An entry of the console's audit log, as stored. */
export type AuditRow = Selectable<AuditLogTable>;

/** The audit entries of `action`, oldest first; only those about `targetId` when given. */
export function auditRows(t: Pick<TestApp, 'database'>, action: string, targetId?: bigint | number | string): Promise<AuditRow[]> {
  let entries = t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId !== undefined) entries = entries.where('target_id', '=', String(targetId));
  return entries.orderBy('id').execute();
}

/** The first audit entry of `action` (about `targetId` when given); throws when there is none. */
export async function auditRow(t: Pick<TestApp, 'database'>, action: string, targetId?: bigint | number | string): Promise<AuditRow> {
  const [first] = await auditRows(t, action, targetId);
  if (!first) throw new Error(`no audit entry of ${action}${targetId === undefined ? '' : ` about ${targetId}`}`);
  return first;
}
