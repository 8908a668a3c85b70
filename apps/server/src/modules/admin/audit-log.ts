import type { AuditItem, adminApi } from '@mcc/contract/admin';
import type { ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, unixSeconds } from '../../platform/clock';
import { type Executor, type KeysetPage, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { AuditRepository } from './audit-repository';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | bigint;
  before?: unknown;
  after?: unknown;
}

const toJson = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Every operator action, written in the same transaction as the change it records. Never updated or deleted. */
export class AuditLog {
  readonly #log = new AuditRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Records an action; pass the change's transaction as `trx` so the row commits with it. */
  async record(operator: OperatorSession, ip: string, entry: AuditEntry, trx: Executor = this.db): Promise<void> {
    await this.#log.insert(trx, {
      admin_id: operator.adminId,
      admin_username: operator.username,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before_json: toJson(entry.before),
      after_json: toJson(entry.after),
      ip,
      created_at: BigInt(this.clock.now().getTime()),
    });
  }

  /** A page of the log, newest first (page `page`, or older than `before`); `action` may name an area (`member`) or one action. */
  async page(query: ParsedOf<typeof adminApi.audit>): Promise<KeysetPage<AuditItem>> {
    const { page, admin_id, username, action } = query;
    const before = query.before === undefined ? undefined : BigInt(query.before);
    const filter = { adminId: admin_id === undefined ? undefined : BigInt(admin_id), username, action };
    const rows = await this.#log.page(this.db, filter, { page, before });
    return mapPage(rows, ({ before_json, after_json, ...r }) => ({
      ...r,
      id: Number(r.id),
      admin_id: Number(r.admin_id),
      before: fromJson(before_json),
      after: fromJson(after_json),
      created_at: unixSeconds(r.created_at),
    }));
  }
}
