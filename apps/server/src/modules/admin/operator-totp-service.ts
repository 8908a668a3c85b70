import type { AdminSessionData } from '@mcc/contract/admin';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { can } from '../../platform/auth/roles';
import { hashToken } from '../../platform/auth/tokens';
import { TotpFactor } from '../../platform/auth/totp-factor';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { SettingsService } from '../settings/settings-service';
import { adminMessages } from './admin-messages';
import { signInKeys } from './login-throttle';
import type { OperatorSignInGuard } from './operator-sign-in-guard';
import { operatorTotpMessages as m } from './operator-totp-messages';
import { OperatorTotpRepository, type TicketPurpose } from './operator-totp-repository';

/** How long a right password waits for its code, or for the enrolment the setting asks for. */
export const OPERATOR_TOTP_TICKET_MS = 5 * 60 * 1000;

/** The operator a ticket was issued to, as a session needs them. */
export interface TicketOperator {
  id: bigint;
  username: string;
  role: string;
}

/**
 * The console operators' second factor (docs/console.md), built like the members' (modules/account/
 * totp-service.ts) on the same pure parts (platform/auth/totp-secrets.ts) with its own key and
 * bindings. Every code typed before a session exists goes through the sign-in guard: a wrong one
 * counts toward the operator sign-in lockout of that username and address, spent before it is judged.
 * The setting operator_totp_required makes the factor required for the roles that move money
 * (those granted finance.approve): such an operator without it enrols before any session is issued.
 */
export class OperatorTotpService {
  readonly #totp = new OperatorTotpRepository();
  readonly #factor: TotpFactor<{ ticket_hash: string; admin_id: bigint; purpose: TicketPurpose; expires_at: bigint; created_at: bigint }>;

  constructor(
    private readonly db: Kysely<DB>,
    clock: Clock,
    private readonly settings: Pick<SettingsService, 'get'>,
    secret: string,
    private readonly guard: OperatorSignInGuard,
    /** Issues the session of a finished sign-in (and its audit row). */
    private readonly signIn: (operator: TicketOperator, ip: string) => Promise<AdminSessionData>,
  ) {
    this.#factor = new TotpFactor(db, this.#totp, clock, secret, 'operator');
  }

  /** Whether the setting makes the factor required for `role`: the roles that move money. */
  async requiredFor(role: string): Promise<boolean> {
    return can(role, 'finance.approve') && (await this.settings.get('operator_totp_required'));
  }

  async status(session: OperatorSession): Promise<{ totp_enabled: boolean; totp_required: boolean }> {
    return { totp_enabled: await this.#totp.isEnabled(this.db, session.adminId), totp_required: await this.requiredFor(session.role) };
  }

  /** After a right password: the ticket of the next step (a code, or the enrolment the setting asks for), or undefined for a session now. */
  async afterPassword(
    operator: TicketOperator,
  ): Promise<{ totp_required: true; ticket: string } | { totp_enrol_required: true; ticket: string } | undefined> {
    if (await this.#totp.isEnabled(this.db, operator.id))
      return { totp_required: true, ticket: await this.#ticket(operator.id, 'sign_in') };
    if (await this.requiredFor(operator.role)) return { totp_enrol_required: true, ticket: await this.#ticket(operator.id, 'enrol') };
    return undefined;
  }

  #ticket(adminId: bigint, purpose: TicketPurpose): Promise<string> {
    // Each new ticket clears those whose 5 minutes have passed, as the members' do.
    return this.#factor.issueTicket({ admin_id: adminId, purpose }, OPERATOR_TOTP_TICKET_MS);
  }

  /** A new pending secret (replacing a pending one), answered once. */
  async setup(operator: { adminId: bigint; username: string }): Promise<{ secret: string; otpauth_url: string }> {
    return this.#factor.setup(operator.adminId, `console:${operator.username}`);
  }

  /** Turns the factor on with a code of the pending secret; answers the recovery codes, the only time they are shown. */
  async enable(adminId: bigint, code: string): Promise<{ recovery_codes: string[] }> {
    const result = await this.#factor.enable(this.db, adminId, code);
    if (result === undefined) return refuse(m.wrongCode, {}, 'code');
    return { recovery_codes: result };
  }

  /** Turns the factor off with an app or recovery code, counted like a sign-in try; refused while the setting requires it. */
  async disable(session: OperatorSession, code: string, ip: string): Promise<null> {
    if (await this.requiredFor(session.role)) return refuse(m.requiredForRole);
    if (!(await this.#totp.isEnabled(this.db, session.adminId))) return refuse(m.notOn);
    const right = await this.guard.attempt(signInKeys(session.username, ip), adminMessages.loginThrottled, async () =>
      (await this.#factor.spendCode(this.db, session.adminId, code)) ? true : undefined,
    );
    if (!right) return refuse(m.wrongCode, {}, 'code');
    await this.#totp.remove(this.db, session.adminId);
    return null;
  }

  /** The code step of a sign-in: a session once the code is right; a wrong code leaves the ticket usable. */
  async completeSignIn(ticket: string, code: string, ip: string): Promise<AdminSessionData> {
    const hash = hashToken(ticket);
    const live = await this.#totp.liveTicket(this.db, hash, 'sign_in', this.#factor.now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    const right = await this.guard.attempt(signInKeys(live.username, ip), adminMessages.loginThrottled, () =>
      this.#spendWithTicket(hash, (trx) => this.#factor.spendCode(trx, live.admin_id, code)),
    );
    if (!right) return refuse(m.wrongCode, {}, 'code');
    return this.signIn({ id: live.admin_id, username: live.username, role: live.role }, ip);
  }

  /** Enrolment during a sign-in the setting holds back: a pending secret for the ticket's operator. */
  async enrolSetup(ticket: string): Promise<{ secret: string; otpauth_url: string }> {
    const live = await this.#totp.liveTicket(this.db, hashToken(ticket), 'enrol', this.#factor.now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    return this.setup({ adminId: live.admin_id, username: live.username });
  }

  /** Enrolment's end: the factor on, the ticket spent and a session with the recovery codes. Wrong codes count as sign-in tries. */
  async enrolEnable(ticket: string, code: string, ip: string): Promise<AdminSessionData & { recovery_codes: string[] }> {
    const hash = hashToken(ticket);
    const live = await this.#totp.liveTicket(this.db, hash, 'enrol', this.#factor.now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    let codes: string[] | undefined;
    const right = await this.guard.attempt(signInKeys(live.username, ip), adminMessages.loginThrottled, () =>
      this.#spendWithTicket(hash, async (trx) => {
        codes = await this.#factor.enable(trx, live.admin_id, code);
        return codes !== undefined;
      }),
    );
    if (!right || !codes) return refuse(m.wrongCode, {}, 'code');
    const session = await this.signIn({ id: live.admin_id, username: live.username, role: live.role }, ip);
    return { ...session, recovery_codes: codes };
  }

  /** Spends the ticket and runs `right` in one transaction: true when both held, undefined (rolled back) for a wrong code. */
  async #spendWithTicket(hash: string, right: (trx: Executor) => Promise<boolean>): Promise<true | undefined> {
    return (await this.#factor.spendTicketWith(hash, right)) ? true : undefined;
  }
}
