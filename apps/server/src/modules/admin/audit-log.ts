import type { Kysely, Transaction } from 'kysely';
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
}
