import type { Insertable, Selectable } from 'kysely';
import { lastUse } from '../../platform/auth/member-sessions';
import type { Executor } from '../../platform/db/executor';
import { rowWhere, updateIfStill } from '../shared-rows-repository';
import type { RefreshTokenTable } from './tables';

export type RefreshTokenRow = Selectable<RefreshTokenTable>;

/** "Stay signed in" credentials, stored as hashes. */
export class RefreshTokenRepository {
  async insert(db: Executor, values: Insertable<RefreshTokenTable>): Promise<void> {
    await db.insertInto('refresh_tokens').values(values).execute();
  }

  byHash(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return rowWhere(db, 'refresh_tokens', { token_hash: tokenHash });
  }

  /** Marks a live token exchanged; false when it no longer was live (another request exchanged it first). */
  markReplaced(db: Executor, id: bigint, now: bigint): Promise<boolean> {
    return updateIfStill(db, 'refresh_tokens', { id, replaced_at: 0n }, { replaced_at: now });
  }

  /** The families of the tokens issued with a member token. */
  async familiesOfAccessToken(db: Executor, accessTokenHash: string): Promise<string[]> {
    const rows = await db.selectFrom('refresh_tokens').select('family').where('access_token_hash', '=', accessTokenHash).execute();
    return [...new Set(rows.map((r) => r.family))];
  }

  async deleteFamily(db: Executor, family: string): Promise<void> {
    await db.deleteFrom('refresh_tokens').where('family', '=', family).execute();
  }

  /** Ends every family of a member but `keep`. */
  async deleteAllBut(db: Executor, userId: bigint, keep: string[]): Promise<void> {
    let query = db.deleteFrom('refresh_tokens').where('user_id', '=', userId);
    if (keep.length > 0) query = query.where('family', 'not in', keep);
    await query.execute();
  }

  /** When the member token a refresh token came with was last used (Unix ms), or undefined when it has ended. */
  async accessTokenLastSeen(db: Executor, accessTokenHash: string): Promise<bigint | undefined> {
    const row = await db
      .selectFrom('member_tokens')
      .select(['created_at', 'last_seen_at'])
      .where('token_hash', '=', accessTokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return lastUse(row);
  }

  async deleteAllOf(db: Executor, userId: bigint): Promise<void> {
    await db.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  }
}
