import type { Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { MemberTotpTable } from './totp-tables';

export type MemberTotpRow = Selectable<MemberTotpTable>;

/** The second factor's tables: secrets, recovery codes and sign-in tickets. */
export class TotpRepository {
  find(db: Executor, userId: bigint): Promise<MemberTotpRow | undefined> {
    return db.selectFrom('member_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async isEnabled(db: Executor, userId: bigint): Promise<boolean> {
    const row = await db
      .selectFrom('member_totp')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new pending secret, replacing a pending one; refused (false) while the factor is on. */
  async setPending(db: Executor, userId: bigint, sealed: string, now: bigint): Promise<boolean> {
    const row = await db
      .insertInto('member_totp')
      .values({ user_id: userId, secret_enc: null, pending_secret_enc: sealed, enabled_at: null, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ pending_secret_enc: sealed, updated_at: now }).where('member_totp.enabled_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The pending secret becomes the one in use, its code's step the last accepted; false when it changed meanwhile. */
  async enable(db: Executor, userId: bigint, sealed: string, step: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('member_totp')
      .set({ secret_enc: sealed, pending_secret_enc: null, enabled_at: now, last_step: step, updated_at: now })
      .where('user_id', '=', userId)
      .where('pending_secret_enc', '=', sealed)
      .where('enabled_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Accepts a code of `step` once: only when no code of this step or a later one was accepted before. */
  async acceptStep(db: Executor, userId: bigint, step: bigint, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('member_totp')
      .set({ last_step: step, updated_at: now })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(db: Executor, userId: bigint): Promise<void> {
    await db.deleteFrom('member_recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('member_totp').where('user_id', '=', userId).execute();
  }

  async replaceRecoveryCodes(db: Executor, userId: bigint, hashes: string[], now: bigint): Promise<void> {
    await db.deleteFrom('member_recovery_codes').where('user_id', '=', userId).execute();
    await db
      .insertInto('member_recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
      .execute();
  }

  /** Spends a recovery code: true when it was the member's and unused. */
  async useRecoveryCode(db: Executor, userId: bigint, hash: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('member_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async insertTicket(
    db: Executor,
    values: { ticket_hash: string; user_id: bigint; remember: bigint; expires_at: bigint; created_at: bigint },
  ) {
    await db
      .insertInto('totp_sign_in_tickets')
      .values({ ...values, used_at: null })
      .execute();
  }

  /** Deletes the tickets that expired by `now` (used or not), down the expiry index. */
  async purgeTickets(db: Executor, now: bigint): Promise<void> {
    await db.deleteFrom('totp_sign_in_tickets').where('expires_at', '<=', now).execute();
  }

  /** A live ticket's member and whether to stay signed in. */
  liveTicket(db: Executor, hash: string, now: bigint): Promise<{ user_id: bigint; remember: bigint } | undefined> {
    return db
      .selectFrom('totp_sign_in_tickets')
      .select(['user_id', 'remember'])
      .where('ticket_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  }

  /** Spends a ticket: true when it was live. */
  async useTicket(db: Executor, hash: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('totp_sign_in_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
