import type { LoginTotpBody } from '@mcc/contract/totp';
import type { Kysely } from 'kysely';
import { hashToken } from '../../platform/auth/tokens';
import { TotpFactor } from '../../platform/auth/totp-factor';
import { totpMessages as m } from '../../platform/auth/totp-messages';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { SecondFactorCheck } from '../../platform/money-action';
import { type LoginGuard, loginSubject } from './login-guard';
import { startSecurityHold } from './security-hold';
import { TotpRepository } from './totp-repository';
import { UserRepository } from './user-repository';

/** How long the password step of a sign-in waits for its code. */
export const TOTP_TICKET_MS = 5 * 60 * 1000;

/**
 * The member's second factor (docs/accounts.md): setup, enable, disable, the code step of a sign-in
 * and the code a withdrawal carries. Every code typed by a signed-in or signing-in member, except
 * the one that confirms the setup, goes through the login guard: a wrong one counts toward the same
 * lockout as a wrong password, and the try is spent before the code is judged.
 */
export class TotpService implements SecondFactorCheck {
  readonly #totp = new TotpRepository();
  readonly #users = new UserRepository();
  readonly #factor: TotpFactor<{ ticket_hash: string; user_id: bigint; remember: bigint; expires_at: bigint; created_at: bigint }>;

  constructor(
    private readonly db: Kysely<DB>,
    clock: Clock,
    private readonly guard: LoginGuard,
    secret: string,
  ) {
    this.#factor = new TotpFactor(db, this.#totp, clock, secret, 'member');
  }

  isEnabled(userId: bigint): Promise<boolean> {
    return this.#totp.isEnabled(this.db, userId);
  }

  /** A new pending secret (replacing a pending one), answered once: it is never shown again. */
  async setup(userId: bigint): Promise<{ secret: string; otpauth_url: string }> {
    const user = await this.#users.byId(this.db, userId);
    if (!user) throw new Error(`member ${userId} of a live session is missing`);
    return this.#factor.setup(userId, user.uid);
  }

  /** Turns the factor on with a code of the pending secret; answers the ten recovery codes, the only time they are shown. */
  async enable(userId: bigint, code: string): Promise<{ recovery_codes: string[] }> {
    const codes = await this.#factor.enable(this.db, userId, code);
    if (codes === undefined) return refuse(m.wrongCode, {}, 'code');
    return { recovery_codes: codes };
  }

  /** Turns the factor off with a code from the app or a recovery code. */
  async disable(userId: bigint, code: string, ip: string): Promise<null> {
    if (!(await this.isEnabled(userId))) return refuse(m.notOn);
    const right = await this.guard.attempt(loginSubject(userId, ''), ip, () => this.#factor.spendCode(this.db, userId, code));
    if (!right) return refuse(m.wrongCode, {}, 'code');
    // Turning the factor off starts the security hold, as any change of the member's credentials does.
    await this.db.transaction().execute(async (trx) => {
      await this.#totp.remove(trx, userId);
      await startSecurityHold(trx, userId, this.#factor.now());
    });
    return null;
  }

  /** After a right password: a ticket for the code step when the member has the factor on, else undefined. */
  async ticketFor(userId: bigint, remember: boolean): Promise<{ totp_required: true; ticket: string } | undefined> {
    if (!(await this.isEnabled(userId))) return undefined;
    // Tickets live 5 minutes: each new one clears those whose time has passed, so the table holds
    // only the sign-ins under way.
    const ticket = await this.#factor.issueTicket({ user_id: userId, remember: remember ? 1n : 0n }, TOTP_TICKET_MS);
    return { totp_required: true, ticket };
  }

  /**
   * The code step of a sign-in: the member the ticket is for, once the code is right. A wrong code
   * leaves the ticket usable (counted by the guard); a right one spends code and ticket together.
   */
  async completeSignIn({ ticket, code }: LoginTotpBody, ip: string): Promise<{ userId: bigint; remember: boolean }> {
    const hash = hashToken(ticket);
    const live = await this.#totp.liveTicket(this.db, hash, this.#factor.now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    const right = await this.guard.attempt(loginSubject(live.user_id, ''), ip, () =>
      this.#factor.spendTicketWith(hash, (trx) => this.#factor.spendCode(trx, live.user_id, code)),
    );
    if (!right) return refuse(m.wrongCode, {}, 'code');
    return { userId: live.user_id, remember: live.remember === 1n };
  }

  /** A money call's `totp` (SecondFactorCheck): nothing to check without the factor; else required and spent. */
  async verify(userId: bigint, code: string | undefined, ip: string): Promise<void> {
    if (!(await this.isEnabled(userId))) return;
    if (!code?.trim()) return refuse(m.codeRequired, {}, 'totp');
    const right = await this.guard.attempt(loginSubject(userId, ''), ip, () => this.#factor.spendCode(this.db, userId, code));
    if (!right) return refuse(m.wrongCode, {}, 'totp');
  }
}
