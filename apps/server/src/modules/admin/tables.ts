import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<bigint>;
  admin_id: bigint;
  admin_username: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: bigint;
}

/** Failed console sign-ins per key (`user:<name>` or `ip:<address>`) in the current window. */
export interface AdminLoginThrottleTable {
  key: string;
  failures: bigint;
  window_start: bigint;
}

export interface AdminTables {
  audit_log: AuditLogTable;
  admin_login_throttle: AdminLoginThrottleTable;
}
