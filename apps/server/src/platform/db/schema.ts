import type { Generated } from 'kysely';
import type { AccountTables } from '../../modules/account/tables';
import type { AdminTables } from '../../modules/admin/tables';
import type { AuctionTables } from '../../modules/auction/tables';
import type { ChainTables } from '../../modules/chain/tables';
import type { CoinmixTables } from '../../modules/coinmix/tables';
import type { ContentTables } from '../../modules/content/tables';
import type { JobTables } from '../../modules/jobs/tables';
import type { LedgerTables } from '../../modules/ledger/tables';
import type { LiabilitiesTables } from '../../modules/liabilities/tables';
import type { MarketTables } from '../../modules/market/tables';
import type { NftTables } from '../../modules/nft/tables';
import type { NoticeTables } from '../../modules/notice/tables';
import type { PledgeTables } from '../../modules/pledge/tables';
import type { PushTables } from '../../modules/push/tables';
import type { TeamTables } from '../../modules/team/tables';
import type { TipTables } from '../../modules/tips/tables';
import type { UploadTables } from '../../modules/upload/tables';
import type { WalletTables } from '../../modules/wallet/tables';
import type { WalletAdminTables } from '../../modules/wallet-admin/tables';
import type { EventTables } from '../events/tables';
import type { IdempotencyTables } from '../idempotency/tables';

// Every integer column is a 64-bit integer read back as bigint on both dialects.
// Times are Unix milliseconds; flags are 0/1.

export interface SettingTable {
  key: string;
  value: string;
  updated_at: bigint;
}

export interface UserTable {
  id: Generated<bigint>;
  uid: string;
  mobile: string | null;
  email: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  pay_password_failures: Generated<bigint>;
  pay_password_locked_until: Generated<bigint>;
  /** Unix ms of the last change of a sign-in or security detail; withdrawals and transfers wait `security_hold_hours` after it. */
  security_changed_at: bigint | null;
  nickname: string;
  avatar: Generated<string>;
  bio: Generated<string>;
  invite_code: string;
  inviter_id: bigint | null;
  wallet_address: string | null;
  status: Generated<string>;
  created_at: bigint;
  updated_at: bigint;
}

export interface MemberTokenTable {
  id: Generated<bigint>;
  user_id: bigint;
  token_hash: string;
  expires_at: bigint;
  created_at: bigint;
  /** Unix ms of the last request, written at most once a minute; 0 until the first. */
  last_seen_at: Generated<bigint>;
  /** The address and browser it signed in from, as the member's list of sessions shows them. */
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface AdminTable {
  id: Generated<bigint>;
  username: string;
  password_hash: string;
  role: string;
  status: Generated<string>;
  created_at: bigint;
}

export interface AdminTokenTable {
  id: Generated<bigint>;
  admin_id: bigint;
  token_hash: string;
  expires_at: bigint;
  created_at: bigint;
}

export interface FoundationTables {
  settings: SettingTable;
  users: UserTable;
  member_tokens: MemberTokenTable;
  admins: AdminTable;
  admin_tokens: AdminTokenTable;
}

/**
 * The whole schema: the foundation's tables plus each module's own (`modules/<name>/tables.ts`),
 * one `extends` entry per module.
 */
export interface DB
  extends FoundationTables,
    AdminTables,
    AccountTables,
    UploadTables,
    LedgerTables,
    IdempotencyTables,
    WalletTables,
    WalletAdminTables,
    PledgeTables,
    NoticeTables,
    TipTables,
    JobTables,
    MarketTables,
    EventTables,
    NftTables,
    CoinmixTables,
    AuctionTables,
    ContentTables,
    ChainTables,
    LiabilitiesTables,
    PushTables,
    TeamTables {}
