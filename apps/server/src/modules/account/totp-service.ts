import type { LoginTotpBody } from '@mcc/contract/totp';
import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { totpMessages as m } from '../../platform/auth/totp-messages';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpKey,
} from '../../platform/auth/totp-secrets';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { SecondFactorCheck } from '../../platform/money-action';
import { type LoginGuard, loginSubject } from './login-guard';
import { startSecurityHold } from './security-hold';
import { TotpRepository } from './totp-repository';
import { UserRepository } from './user-repository';

/** How long the password step of a sign-in waits for its code. */
export const TOTP_TICKET_MS = 5 * 60 * 1000;
export const RECOVERY_CODES = 10;

/** Thrown inside a transaction to roll it back when the code was wrong (not a refusal: the guard counts it). */
class WrongCode extends Error {}

/**
 * The member's second factor (docs/accounts.md): setup, enable, disable, the code step of a sign-in
 * and the code a withdrawal carries. Every code typed by a signed-in or signing-in member, except
 * the one that confirms the setup, goes through the login guard: a wrong one counts toward the same
 * lockout as a wrong password, and the try is spent before the code is judged.
 */
export class TotpService implements SecondFactorCheck {
  readonly #totp = new TotpRepository();
  readonly #users = new UserRepository();
  readonly #key: Buffer;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly guard: LoginGuard,
    private readonly secret: string,
  ) {
    this.#key = totpKey(secret);
  }

  #now(): bigint {
    return BigInt(this.clock.now().getTime());
  }

  isEnabled(userId: bigint): Promise<boolean> {
    return this.#totp.isEnabled(this.db, userId);
  }

  /** A new pending secret (replacing a pending one), answered once: it is never shown again. */
  async setup(userId: bigint): Promise<{ secret: string; otpauth_url: string }> {
    const user = await this.#users.byId(this.db, userId);
    if (!user) throw new Error(`member ${userId} of a live session is missing`);
    const { secret, url } = newTotpSecret(user.uid);
    if (!(await this.#totp.setPending(this.db, userId, sealSecret(this.#key, userId, secret), this.#now()))) refuse(m.alreadyOn);
    return { secret, otpauth_url: url };
  }

  /** Turns the factor on with a code of the pending secret; answers the ten recovery codes, the only time they are shown. */
  async enable(userId: bigint, code: string): Promise<{ recovery_codes: string[] }> {
    const row = await this.#totp.find(this.db, userId);
    if (row?.enabled_at != null) return refuse(m.alreadyOn);
    const sealed = row?.pending_secret_enc;
    if (!sealed) return refuse(m.notSetUp);
    const step = matchTotp(openSecret(this.#key, userId, sealed), code.trim(), this.clock.now().getTime());
    if (step === undefined) return refuse(m.wrongCode, {}, 'code');
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const now = this.#now();
    await this.db.transaction().execute(async (trx) => {
      // A setup in between replaced the secret this code was for.
      if (!(await this.#totp.enable(trx, userId, sealed, BigInt(step), now))) refuse(m.notSetUp);
      const hashes = codes.map((c) => recoveryCodeHash(this.secret, userId, normalizeRecoveryCode(c) ?? ''));
      await this.#totp.replaceRecoveryCodes(trx, userId, hashes, now);
    });
    return { recovery_codes: codes };
  }

  /** Turns the factor off with a code from the app or a recovery code. */
  async disable(userId: bigint, code: string, ip: string): Promise<null> {
    if (!(await this.isEnabled(userId))) return refuse(m.notOn);
    const right = await this.guard.attempt(loginSubject(userId, ''), ip, () => this.#spendCode(this.db, userId, code));
    if (!right) return refuse(m.wrongCode, {}, 'code');
    // Turning the factor off starts the security hold, as any change of the member's credentials does.
    await this.db.transaction().execute(async (trx) => {
      await this.#totp.remove(trx, userId);
      await startSecurityHold(trx, userId, this.#now());
    });
    return null;
  }

  /** After a right password: a ticket for the code step when the member has the factor on, else undefined. */
  async ticketFor(userId: bigint, remember: boolean): Promise<{ totp_required: true; ticket: string } | undefined> {
    if (!(await this.isEnabled(userId))) return undefined;
    const ticket = newToken();
    const now = this.#now();
    // Tickets live 5 minutes: each new one clears those whose time has passed, so the table holds
    // only the sign-ins under way.
    await this.#totp.purgeTickets(this.db, now);
    await this.#totp.insertTicket(this.db, {
      ticket_hash: hashToken(ticket),
      user_id: userId,
      remember: remember ? 1n : 0n,
      expires_at: now + BigInt(TOTP_TICKET_MS),
      created_at: now,
    });
    return { totp_required: true, ticket };
  }

  /**
   * The code step of a sign-in: the member the ticket is for, once the code is right. A wrong code
   * leaves the ticket usable (counted by the guard); a right one spends code and ticket together.
   */
  async completeSignIn({ ticket, code }: LoginTotpBody, ip: string): Promise<{ userId: bigint; remember: boolean }> {
    const hash = hashToken(ticket);
    const live = await this.#totp.liveTicket(this.db, hash, this.#now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    const right = await this.guard.attempt(loginSubject(live.user_id, ''), ip, async () => {
      try {
        await this.db.transaction().execute(async (trx) => {
          if (!(await this.#totp.useTicket(trx, hash, this.#now()))) refuse(m.ticketExpired, {}, 'ticket');
          if (!(await this.#spendCode(trx, live.user_id, code))) throw new WrongCode();
        });
        return true;
      } catch (error) {
        if (error instanceof WrongCode) return false;
        throw error;
      }
    });
    if (!right) return refuse(m.wrongCode, {}, 'code');
    return { userId: live.user_id, remember: live.remember === 1n };
  }

  /** A money call's `totp` (SecondFactorCheck): nothing to check without the factor; else required and spent. */
  async verify(userId: bigint, code: string | undefined, ip: string): Promise<void> {
    if (!(await this.isEnabled(userId))) return;
    if (!code?.trim()) return refuse(m.codeRequired, {}, 'totp');
    const right = await this.guard.attempt(loginSubject(userId, ''), ip, () => this.#spendCode(this.db, userId, code));
    if (!right) return refuse(m.wrongCode, {}, 'totp');
  }

  /** Accepts an app code (once per time step) or spends a recovery code; false when it is neither. */
  async #spendCode(db: Executor, userId: bigint, typed: string): Promise<boolean> {
    const now = this.#now();
    if (isTotpCode(typed)) {
      const row = await this.#totp.find(db, userId);
      if (!row?.secret_enc || row.enabled_at === null) return false;
      const step = matchTotp(openSecret(this.#key, userId, row.secret_enc), typed.trim(), Number(now));
      return step !== undefined && (await this.#totp.acceptStep(db, userId, BigInt(step), now));
    }
    const normalized = normalizeRecoveryCode(typed);
    if (!normalized) return false;
    return this.#totp.useRecoveryCode(db, userId, recoveryCodeHash(this.secret, userId, normalized), now);
  }
}
