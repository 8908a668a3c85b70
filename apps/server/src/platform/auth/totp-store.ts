import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor';
import { updateIfStill } from '../db/update-if-still';

/**
 * Where one kind of account keeps its second factor: the table of secrets, the recovery codes, the
 * sign-in tickets and the column naming the account in all three (members: member_totp,
 * member_recovery_codes, totp_sign_in_tickets by user_id; operators: admin_totp,
 * admin_recovery_codes, admin_totp_tickets by admin_id).
 */
export interface TotpTables {
  factors: string;
  recoveryCodes: string;
  tickets: string;
  owner: string;
}

/** What every ticket row holds besides its owner and what the owner's kind adds. */
export interface TotpTicketBase {
  ticket_hash: string;
  expires_at: bigint;
  created_at: bigint;
}

/** The three tables seen by name: the statements below are the same for both kinds, only the names differ. */
type NamedTables = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The second factor's statements over one kind's tables (`tables`): `Row` is a row of its
 * secrets, `Ticket` what a new ticket is written with. A kind's repository extends it with the
 * reads of its own tickets.
 */
export class TotpStore<Row, Ticket extends TotpTicketBase> {
  constructor(protected readonly tables: TotpTables) {}

  protected on(db: Executor): NamedTables {
    return db as unknown as NamedTables;
  }

  find(db: Executor, ownerId: bigint): Promise<Row | undefined> {
    const { factors, owner } = this.tables;
    return this.on(db).selectFrom(factors).selectAll().where(owner, '=', ownerId).executeTakeFirst() as Promise<Row | undefined>;
  }

  async isEnabled(db: Executor, ownerId: bigint): Promise<boolean> {
    const { factors, owner } = this.tables;
    const row = await this.on(db)
      .selectFrom(factors)
      .select(owner)
      .where(owner, '=', ownerId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new pending secret, replacing a pending one; refused (false) while the factor is on. */
  async setPending(db: Executor, ownerId: bigint, sealed: string, now: bigint): Promise<boolean> {
    const { factors, owner } = this.tables;
    const row = await this.on(db)
      .insertInto(factors)
      .values({ [owner]: ownerId, secret_enc: null, pending_secret_enc: sealed, enabled_at: null, updated_at: now })
      .onConflict((oc) =>
        oc.column(owner).doUpdateSet({ pending_secret_enc: sealed, updated_at: now }).where(`${factors}.enabled_at`, 'is', null),
      )
      .returning(owner)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The pending secret becomes the one in use, its code's step the last accepted; false when it changed meanwhile. */
  async enable(db: Executor, ownerId: bigint, sealed: string, step: bigint, now: bigint): Promise<boolean> {
    const { factors, owner } = this.tables;
    return updateIfStill(
      this.on(db),
      factors,
      { [owner]: ownerId, pending_secret_enc: sealed, enabled_at: null },
      { secret_enc: sealed, pending_secret_enc: null, enabled_at: now, last_step: step, updated_at: now },
    );
  }

  /** Accepts a code of `step` once: only when no code of this step or a later one was accepted before. */
  async acceptStep(db: Executor, ownerId: bigint, step: bigint, now: bigint): Promise<boolean> {
    const { factors, owner } = this.tables;
    const result = await this.on(db)
      .updateTable(factors)
      .set({ last_step: step, updated_at: now })
      .where(owner, '=', ownerId)
      .where('enabled_at', 'is not', null)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async remove(db: Executor, ownerId: bigint): Promise<void> {
    const { factors, recoveryCodes, owner } = this.tables;
    await this.on(db).deleteFrom(recoveryCodes).where(owner, '=', ownerId).execute();
    await this.on(db).deleteFrom(factors).where(owner, '=', ownerId).execute();
  }

  async replaceRecoveryCodes(db: Executor, ownerId: bigint, hashes: string[], now: bigint): Promise<void> {
    const { recoveryCodes, owner } = this.tables;
    await this.on(db).deleteFrom(recoveryCodes).where(owner, '=', ownerId).execute();
    await this.on(db)
      .insertInto(recoveryCodes)
      .values(hashes.map((code_hash) => ({ [owner]: ownerId, code_hash, used_at: null, created_at: now })))
      .execute();
  }

  /** Spends a recovery code: true when it was the account's and unused. */
  async useRecoveryCode(db: Executor, ownerId: bigint, hash: string, now: bigint): Promise<boolean> {
    const { recoveryCodes, owner } = this.tables;
    return updateIfStill(this.on(db), recoveryCodes, { [owner]: ownerId, code_hash: hash, used_at: null }, { used_at: now });
  }

  async insertTicket(db: Executor, values: Ticket): Promise<void> {
    await this.on(db)
      .insertInto(this.tables.tickets)
      .values({ ...(values as TotpTicketBase & Record<string, unknown>), used_at: null })
      .execute();
  }

  /** Deletes the tickets that expired by `now` (used or not), down the expiry index. */
  async purgeTickets(db: Executor, now: bigint): Promise<void> {
    await this.on(db).deleteFrom(this.tables.tickets).where('expires_at', '<=', now).execute();
  }

  /** Spends a ticket: true when it was live. */
  async useTicket(db: Executor, hash: string, now: bigint): Promise<boolean> {
    const result = await this.on(db)
      .updateTable(this.tables.tickets)
      .set({ used_at: now })
      .where('ticket_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
