import type { Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { AdminTotpTable } from './tables';

export type AdminTotpRow = Selectable<AdminTotpTable>;
export type TicketPurpose = 'sign_in' | 'enrol';

/** The operators' second factor: secrets, recovery codes and sign-in tickets (as the members' TotpRepository). */
export class OperatorTotpRepository {
  find(db: Executor, adminId: bigint): Promise<AdminTotpRow | undefined> {
    return db.selectFrom('admin_totp').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
  }

  async isEnabled(db: Executor, adminId: bigint): Promise<boolean> {
    const row = await db
      .selectFrom('admin_totp')
      .select('admin_id')
      .where('admin_id', '=', adminId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new pending secret, replacing a pending one; refused (false) while the factor is on. */
  async setPending(db: Executor, adminId: bigint, sealed: string, now: bigint): Promise<boolean> {
    const row = await db
      .insertInto('admin_totp')
      .values({ admin_id: adminId, secret_enc: null, pending_secret_enc: sealed, enabled_at: null, updated_at: now })
      .onConflict((oc) =>
        oc.column('admin_id').doUpdateSet({ pending_secret_enc: sealed, updated_at: now }).where('admin_totp.enabled_at', 'is', null),
      )
      .returning('admin_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The pending secret becomes the one in use, its code's step the last accepted; false when it changed meanwhile. */
  async enable(db: Executor, adminId: bigint, sealed: string, step: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('admin_totp')
      .set({ secret_enc: sealed, pending_secret_enc: null, enabled_at: now, last_step: step, updated_at: now })
      .where('admin_id', '=', adminId)
      .where('pending_secret_enc', '=', sealed)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Accepts a code of `step` once: only when no code of this step or a later one was accepted before. */
  async acceptStep(db: Executor, adminId: bigint, step: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('admin_totp')
      .set({ last_step: step, updated_at: now })
      .where('admin_id', '=', adminId)
      .where('enabled_at', 'is not', null)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(db: Executor, adminId: bigint): Promise<void> {
    await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
    await db.deleteFrom('admin_totp').where('admin_id', '=', adminId).execute();
  }

  async replaceRecoveryCodes(db: Executor, adminId: bigint, hashes: string[], now: bigint): Promise<void> {
    await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
    await db
      .insertInto('admin_recovery_codes')
      .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null, created_at: now })))
      .execute();
  }

  /** Spends a recovery code: true when it was the operator's and unused. */
  async useRecoveryCode(db: Executor, adminId: bigint, hash: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: now })
      .where('admin_id', '=', adminId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes the tickets that expired by `now` (used or not), down the expiry index. */
  async purgeTickets(db: Executor, now: bigint): Promise<void> {
    await db.deleteFrom('admin_totp_tickets').where('expires_at', '<=', now).execute();
  }

  async insertTicket(
    db: Executor,
    values: { ticket_hash: string; admin_id: bigint; purpose: TicketPurpose; expires_at: bigint; created_at: bigint },
  ) {
    await db
      .insertInto('admin_totp_tickets')
      .values({ ...values, used_at: null })
      .execute();
  }

  /** A live ticket of `purpose` and its operator, active only. */
  liveTicket(
    db: Executor,
    hash: string,
    purpose: TicketPurpose,
    now: bigint,
  ): Promise<{ admin_id: bigint; username: string; role: string } | undefined> {
    return db
      .selectFrom('admin_totp_tickets')
      .innerJoin('admins', 'admins.id', 'admin_totp_tickets.admin_id')
      .select(['admins.id as admin_id', 'admins.username', 'admins.role'])
      .where('admin_totp_tickets.ticket_hash', '=', hash)
      .where('admin_totp_tickets.purpose', '=', purpose)
      .where('admin_totp_tickets.used_at', 'is', null)
      .where('admin_totp_tickets.expires_at', '>', now)
      .where('admins.status', '=', 'active')
      .executeTakeFirst();
  }

  /** Spends a ticket: true when it was live. */
  async useTicket(db: Executor, hash: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('admin_totp_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
