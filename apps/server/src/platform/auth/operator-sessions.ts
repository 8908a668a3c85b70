import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const OPERATOR_TOKEN_LIFE_MS = 12 * 3600 * 1000;

export interface OperatorSession {
  adminId: bigint;
  username: string;
  role: string;
  tokenHash: string;
}

/** Console sign-in tokens: 12 hours, stored hashed, void once the operator is disabled. */
export class OperatorSessions {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async issue(adminId: bigint): Promise<{ token: string; expiresInSeconds: number }> {
    const token = newToken();
    const now = BigInt(this.clock.now().getTime());
    await this.db
      .insertInto('admin_tokens')
      .values({ admin_id: adminId, token_hash: hashToken(token), expires_at: now + BigInt(OPERATOR_TOKEN_LIFE_MS), created_at: now })
      .execute();
    return { token, expiresInSeconds: OPERATOR_TOKEN_LIFE_MS / 1000 };
  }

  async resolve(token: string): Promise<OperatorSession | null> {
    if (!token || token.length > 200) return null;
    const row = await this.db
      .selectFrom('admin_tokens')
      .innerJoin('admins', 'admins.id', 'admin_tokens.admin_id')
      .select(['admins.id', 'admins.username', 'admins.role', 'admins.status', 'admin_tokens.token_hash', 'admin_tokens.expires_at'])
      .where('admin_tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (row?.status !== 'active') return null;
    if (row.expires_at <= BigInt(this.clock.now().getTime())) return null;
    return { adminId: row.id, username: row.username, role: row.role, tokenHash: row.token_hash };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('admin_tokens').where('token_hash', '=', tokenHash).execute();
  }

  async revokeAll(adminId: bigint): Promise<void> {
    await this.db.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute();
  }
}
