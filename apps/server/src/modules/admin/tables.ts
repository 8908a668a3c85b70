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

/** An operator's second factor: pending while set up, on once `enabled_at` is set (as member_totp). */
export interface AdminTotpTable {
  admin_id: bigint;
  secret_enc: string | null;
  pending_secret_enc: string | null;
  enabled_at: bigint | null;
  /** The last 30 s time step whose code was accepted: a code of that step or an earlier one is refused. */
  last_step: Generated<bigint>;
  updated_at: bigint;
}

export interface AdminRecoveryCodeTable {
  id: Generated<bigint>;
  admin_id: bigint;
  /** HMAC of the operator and the normalised code under SECRET. */
  code_hash: string;
  used_at: bigint | null;
  created_at: bigint;
}

/** After a right password: `sign_in` waits for a code, `enrol` for the factor to be set up. 5 minutes, one use. */
export interface AdminTotpTicketTable {
  /** SHA-256 of the ticket. */
  ticket_hash: string;
  admin_id: bigint;
  purpose: 'sign_in' | 'enrol';
  expires_at: bigint;
  used_at: bigint | null;
  created_at: bigint;
}

export interface AdminTables {
  audit_log: AuditLogTable;
  admin_login_throttle: AdminLoginThrottleTable;
  admin_totp: AdminTotpTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  admin_totp_tickets: AdminTotpTicketTable;
}
