import type { Generated } from 'kysely';

/** A member's second factor: pending while set up, on once `enabled_at` is set. */
export interface MemberTotpTable {
  user_id: bigint;
  /** The secret in use (AES-256-GCM under a key derived from SECRET, totp-secrets.ts); null while only pending. */
  secret_enc: string | null;
  /** A secret handed out by setup and not yet confirmed with a code; a new setup replaces it. */
  pending_secret_enc: string | null;
  enabled_at: bigint | null;
  /** The last 30 s time step whose code was accepted: a code of that step or an earlier one is refused. */
  last_step: Generated<bigint>;
  updated_at: bigint;
}

/** One of the ten recovery codes handed out when the second factor was turned on; usable once. */
export interface MemberRecoveryCodeTable {
  id: Generated<bigint>;
  user_id: bigint;
  /** HMAC of the member and the normalised code under SECRET. */
  code_hash: string;
  used_at: bigint | null;
  created_at: bigint;
}

/** A sign-in whose password was right, waiting for its code: 5 minutes, one use. */
export interface TotpSignInTicketTable {
  /** SHA-256 of the ticket. */
  ticket_hash: string;
  user_id: bigint;
  /** 1 when the member asked to stay signed in. */
  remember: bigint;
  expires_at: bigint;
  used_at: bigint | null;
  created_at: bigint;
}

export interface TotpTables {
  member_totp: MemberTotpTable;
  member_recovery_codes: MemberRecoveryCodeTable;
  totp_sign_in_tickets: TotpSignInTicketTable;
}
