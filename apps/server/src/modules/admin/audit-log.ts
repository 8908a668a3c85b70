import { type Kysely, sql, type Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | bigint;
  before?: unknown;
  after?: unknown;
}

const toJson = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));

/** Every operator action, written in the same transaction as the change it records. Never updated or deleted. */
export class AuditLog {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async record(operator: OperatorSession, ip: string, entry: AuditEntry, trx: Kysely<DB> | Transaction<DB> = this.db): Promise<void> {
    await trx
      .insertInto('audit_log')
      .values({
        admin_id: operator.adminId,
        admin_username: operator.username,
        action: entry.action,
        target_type: entry.targetType,
        target_id: String(entry.targetId),
        before_json: toJson(entry.before),
        after_json: toJson(entry.after),
        ip,
        created_at: BigInt(this.clock.now().getTime()),
      })
      .execute();
  }

  list(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
    return listAuditLog(this.db, query);
  }
}

export const AUDIT_PAGE_SIZE = 20;

export interface AuditQuery {
  page: number;
  adminId?: bigint;
  username?: string;
  /** An action (`member.freeze`) or an area (`member`, which matches every `member.*`). */
  action?: string;
}

export interface AuditRow {
  id: bigint;
  admin_id: bigint;
  admin_username: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: bigint;
}

const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Newest first, filtered by operator and action. */
export async function listAuditLog(db: Kysely<DB>, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  let base = db.selectFrom('audit_log');
  if (query.adminId !== undefined) base = base.where('admin_id', '=', query.adminId);
  if (query.username) base = base.where('admin_username', '=', query.username);
  const action = query.action;
  if (action) {
    // substr rather than LIKE: an action may hold `_`, and the two dialects escape LIKE differently.
    const area = `${action}.`;
    base = base.where((eb) => eb.or([eb('action', '=', action), eb(sql<string>`substr(action, 1, ${area.length})`, '=', area)]));
  }
  const [{ total } = { total: 0n }] = await base.select((eb) => eb.fn.countAll<bigint>().as('total')).execute();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    total: Number(total),
    rows: rows.map(({ before_json, after_json, ...row }) => ({ ...row, before: fromJson(before_json), after: fromJson(after_json) })),
  };
}
