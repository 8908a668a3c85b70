import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Executor } from '../db/executor';
import type { DB } from '../db/schema';
import { refuse } from '../http/refusal';
import { hashToken, newToken } from './tokens';
import { totpMessages as m } from './totp-messages';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  type TotpOwner,
  totpKey,
} from './totp-secrets';
import type { TotpStore, TotpTicketBase } from './totp-store';

/** Recovery codes handed out when the factor is turned on. */
export const RECOVERY_CODES = 10;

/** What the steps below read of a row of secrets. */
interface FactorRow {
  secret_enc: string | null;
  pending_secret_enc: string | null;
  enabled_at: bigint | null;
}

/** Thrown inside a transaction to roll it back when the code was wrong (not a refusal: the caller's guard counts it). */
class WrongCode extends Error {}

/**
 * The steps of a second factor both kinds of account take alike (modules/account/totp-service.ts for
 * members, modules/admin/operator-totp-service.ts for operators), over the kind's store and with the
 * kind's key and bindings (`owner`): a pending secret, turning it on, spending a typed code and the
 * tickets of a sign-in's code step. What counts a wrong code, and what a refusal says beyond the
 * shared texts, stays with each service.
 */
export class TotpFactor<Ticket extends TotpTicketBase> {
  readonly #key: Buffer;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly store: TotpStore<FactorRow, Ticket>,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly owner: TotpOwner,
  ) {
    this.#key = totpKey(secret, owner);
  }

  now(): bigint {
    return BigInt(this.clock.now().getTime());
  }

  /** A new pending secret for the app labelled `label` (replacing a pending one), answered once; refused while the factor is on. */
  async setup(ownerId: bigint, label: string): Promise<{ secret: string; otpauth_url: string }> {
    const { secret, url } = newTotpSecret(label);
    const sealed = sealSecret(this.#key, ownerId, secret, this.owner);
    if (!(await this.store.setPending(this.db, ownerId, sealed, this.now()))) refuse(m.alreadyOn);
    return { secret, otpauth_url: url };
  }

  /**
   * The pending secret confirmed by `code`: the factor on and the recovery codes, the only time they
   * are shown, or undefined for a wrong code. On the database it writes in a transaction of its own;
   * on a transaction, in that one.
   */
  async enable(db: Executor, ownerId: bigint, code: string): Promise<string[] | undefined> {
    const row = await this.store.find(db, ownerId);
    if (row?.enabled_at != null) return refuse(m.alreadyOn);
    const sealed = row?.pending_secret_enc;
    if (!sealed) return refuse(m.notSetUp);
    const step = matchTotp(openSecret(this.#key, ownerId, sealed, this.owner), code.trim(), this.clock.now().getTime());
    if (step === undefined) return undefined;
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const now = this.now();
    const write = async (trx: Executor) => {
      // A setup in between replaced the secret this code was for.
      if (!(await this.store.enable(trx, ownerId, sealed, BigInt(step), now))) refuse(m.notSetUp);
      const hashes = codes.map((c) => recoveryCodeHash(this.secret, ownerId, normalizeRecoveryCode(c) ?? '', this.owner));
      await this.store.replaceRecoveryCodes(trx, ownerId, hashes, now);
    };
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    return codes;
  }

  /** Accepts an app code (once per time step) or spends a recovery code; false when it is neither. */
  async spendCode(db: Executor, ownerId: bigint, typed: string): Promise<boolean> {
    const now = this.now();
    if (isTotpCode(typed)) {
      const row = await this.store.find(db, ownerId);
      if (!row?.secret_enc || row.enabled_at === null) return false;
      const step = matchTotp(openSecret(this.#key, ownerId, row.secret_enc, this.owner), typed.trim(), Number(now));
      return step !== undefined && (await this.store.acceptStep(db, ownerId, BigInt(step), now));
    }
    const normalized = normalizeRecoveryCode(typed);
    if (!normalized) return false;
    return this.store.useRecoveryCode(db, ownerId, recoveryCodeHash(this.secret, ownerId, normalized, this.owner), now);
  }

  /**
   * A new ticket living `ttlMs`, written with `fields`. Each new one clears those whose time has
   * passed, so the table holds only the sign-ins under way.
   */
  async issueTicket(fields: Omit<Ticket, keyof TotpTicketBase>, ttlMs: number): Promise<string> {
    const ticket = newToken();
    const now = this.now();
    await this.store.purgeTickets(this.db, now);
    await this.store.insertTicket(this.db, {
      ticket_hash: hashToken(ticket),
      ...fields,
      expires_at: now + BigInt(ttlMs),
      created_at: now,
    } as Ticket);
    return ticket;
  }

  /**
   * Spends the ticket of `hash` and runs `right` in one transaction: true when both held, false
   * (rolled back, the ticket still usable) when `right` said the code was wrong; a ticket no longer
   * live is refused.
   */
  async spendTicketWith(hash: string, right: (trx: Executor) => Promise<boolean>): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await this.store.useTicket(trx, hash, this.now()))) refuse(m.ticketExpired, {}, 'ticket');
        if (!(await right(trx))) throw new WrongCode();
      });
      return true;
    } catch (error) {
      if (error instanceof WrongCode) return false;
      throw error;
    }
  }
}
