import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { AdminTable } from '../../platform/db/schema';
import { countWhere, updateIfStill } from '../shared-rows-repository';

/** An operator as the console shows it (never the password hash). */
export interface OperatorRow {
  id: bigint;
  username: string;
  role: string;
  status: string;
  created_at: bigint;
}

const operatorColumns = ['id', 'username', 'role', 'status', 'created_at'] as const;

/**
 * Console operators (`admins`) and their sessions' tokens (`admin_tokens`). The locking reads take
 * row locks when asked (`forUpdate`: PostgreSQL; SQLite runs one write transaction at a time and
 * has no `FOR UPDATE`).
 */
export class OperatorRepository {
  /** Every operator, with whether their second factor is on. */
  async list(db: Executor): Promise<(OperatorRow & { totp_enabled: boolean })[]> {
    const rows = await db
      .selectFrom('admins')
      .leftJoin('admin_totp', 'admin_totp.admin_id', 'admins.id')
      .select(['admins.id', 'admins.username', 'admins.role', 'admins.status', 'admins.created_at', 'admin_totp.enabled_at'])
      .orderBy('admins.id')
      .execute();
    return rows.map(({ enabled_at, ...operator }) => ({ ...operator, totp_enabled: enabled_at !== null }));
  }

  /** The operator signing in under `username`, with their password hash. */
  findForSignIn(db: Executor, username: string): Promise<(OperatorRow & { password_hash: string }) | undefined> {
    return db
      .selectFrom('admins')
      .select([...operatorColumns, 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
  }

  async passwordHash(db: Executor, id: bigint): Promise<string | undefined> {
    const row = await db.selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirst();
    return row?.password_hash;
  }

  /** Whether any operator exists. */
  async any(db: Executor): Promise<boolean> {
    const row = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** A new operator; undefined when the username is taken. */
  insert(db: Executor, values: Insertable<AdminTable>): Promise<OperatorRow | undefined> {
    return db
      .insertInto('admins')
      .values(values)
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(operatorColumns)
      .executeTakeFirst();
  }

  /** An operator, locked for the rest of the transaction with `forUpdate`. */
  lock(db: Executor, id: bigint, forUpdate: boolean): Promise<OperatorRow | undefined> {
    let query = db.selectFrom('admins').select(operatorColumns).where('id', '=', id);
    if (forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** How many active super admins there are; `forUpdate` locks them, in id order so two lockers never deadlock. */
  async lockActiveSuperAdmins(db: Executor, forUpdate: boolean): Promise<number> {
    let query = db.selectFrom('admins').select('id').where('role', '=', 'super_admin').where('status', '=', 'active').orderBy('id');
    if (forUpdate) query = query.forUpdate();
    return (await query.execute()).length;
  }

  async update(db: Executor, id: bigint, change: { role?: string; status?: string; password_hash?: string }): Promise<void> {
    await db.updateTable('admins').set(change).where('id', '=', id).execute();
  }

  /** Replaces the password hash only if it is still `from`; false when it changed meanwhile. */
  replacePasswordHash(db: Executor, id: bigint, from: string, to: string): Promise<boolean> {
    return updateIfStill(db, 'admins', { id, password_hash: from }, { password_hash: to });
  }

  countActive(db: Executor): Promise<number> {
    return countWhere(db, 'admins', { status: 'active' });
  }

  /** Ends one session. */
  async endSession(db: Executor, tokenHash: string): Promise<void> {
    await db.deleteFrom('admin_tokens').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of an operator but the one holding `keep`; returns how many ended. */
  async endSessions(db: Executor, adminId: bigint, keep?: string): Promise<number> {
    let query = db.deleteFrom('admin_tokens').where('admin_id', '=', adminId);
    if (keep !== undefined) query = query.where('token_hash', '!=', keep);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
