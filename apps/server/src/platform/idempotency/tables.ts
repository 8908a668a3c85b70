import type { Generated } from 'kysely';

/** One Idempotency-Key of one caller, with the outcome of its first request. */
export interface IdempotencyKeyTable {
  id: Generated<bigint>;
  /** Whose key: `member:<id>` or `operator:<id>`. */
  scope: string;
  key: string;
  /** SHA-256 of the route and the canonical body: another body under the same key is refused. */
  fingerprint: string;
  /** JSON of `{ code: 1, data }` or `{ code: 0, text, params, data }`. */
  outcome_json: string;
  created_at: bigint;
  expires_at: bigint;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
