import type { Generated } from 'kysely';
import type { MailTables } from '../../platform/mail/tables';
import type { AntiPhishingTables } from './anti-phishing-tables';
import type { TotpTables } from './totp-tables';

/** One verification code sent (or, for a decoy, pretended to be sent) to a mobile or email. */
export interface VerificationCodeTable {
  id: Generated<bigint>;
  /** A mobile number or a lower-cased email address. */
  target: string;
  event: string;
  /** HMAC of target, event and code under the server secret. */
  code_hash: string;
  /** 1 when nothing was delivered (an unknown member's reset, a taken address's register): it never verifies. */
  decoy: bigint;
  attempts: Generated<bigint>;
  expires_at: bigint;
  used_at: bigint | null;
  ip: string;
  created_at: bigint;
}

/** "Stay signed in" credentials: one row per issued cookie; a family is one sign-in and its rotations. */
export interface RefreshTokenTable {
  id: Generated<bigint>;
  user_id: bigint;
  family: string;
  token_hash: string;
  /** The member token issued with it, so logging out with that token also ends the family. */
  access_token_hash: string;
  expires_at: bigint;
  /** When it was exchanged for its successor; 0 while live. */
  replaced_at: Generated<bigint>;
  created_at: bigint;
}

/** An EIP-4361 sign-in request handed out by tpNonce; single use. */
export interface WalletNonceTable {
  nonce: string;
  address: string;
  chain_id: bigint;
  domain: string;
  message_hash: string;
  expires_at: bigint;
  used_at: bigint | null;
  created_at: bigint;
}

/** A proven wallet without a member yet, waiting for tpRegister; single use. */
export interface WalletTicketTable {
  ticket_hash: string;
  address: string;
  expires_at: bigint;
  used_at: bigint | null;
  created_at: bigint;
}

/** Failed member sign-ins of one key (member and address pair, or address) in the window that started at `window_start`. */
export interface SignInFailureTable {
  key: string;
  failures: bigint;
  window_start: bigint;
}

/** A browser (a hash of its user agent) a member has signed in from. */
export interface MemberDeviceTable {
  id: Generated<bigint>;
  user_id: bigint;
  device_hash: string;
  created_at: bigint;
}

export interface AccountTables extends MailTables, TotpTables, AntiPhishingTables {
  member_devices: MemberDeviceTable;
  sign_in_failures: SignInFailureTable;
  verification_codes: VerificationCodeTable;
  refresh_tokens: RefreshTokenTable;
  wallet_nonces: WalletNonceTable;
  wallet_tickets: WalletTicketTable;
}
