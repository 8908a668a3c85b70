import type { Generated } from 'kysely';

/** Every stored upload and who made it, so a later use (an avatar, a proof) can be checked as the member's own. */
export interface UploadTable {
  id: Generated<bigint>;
  user_id: bigint;
  storage_key: string;
  url: string;
  mime: string;
  size: bigint;
  created_at: bigint;
}

/** How many images a member uploaded on a day (`YYYY-MM-DD` in the server's time zone). */
export interface UploadQuotaTable {
  user_id: bigint;
  day: string;
  count: bigint;
}

export interface UploadTables {
  uploads: UploadTable;
  upload_quota: UploadQuotaTable;
}
