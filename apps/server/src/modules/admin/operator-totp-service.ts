import type { AdminSessionData } from '@mcc/contract/admin';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { can } from '../../platform/auth/roles';
import { hashToken, newToken } from '../../platform/auth/tokens';
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
import type { SettingsService } from '../settings/settings-service';
import { adminMessages } from './admin-messages';
import { signInKeys } from './login-throttle';
import type { OperatorSignInGuard } from './operator-sign-in-guard';
import { operatorTotpMessages as m } from './operator-totp-messages';
import { OperatorTotpRepository, type TicketPurpose } from './operator-totp-repository';

/** How long a right password waits for its code, or for the enrolment the setting asks for. */
export const OPERATOR_TOTP_TICKET_MS = 5 * 60 * 1000;
const RECOVERY_CODES = 10;
const OWNER = 'operator';

/** The operator a ticket was issued to, as a session needs them. */
export interface TicketOperator {
  id: bigint;
  username: string;
  role: string;
}

/** Thrown inside a transaction to roll it back when the code was wrong (the guard counts it, it is no refusal). */
class WrongCode extends Error {}

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
  readonly #key: Buffer;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly secret: string,
    private readonly guard: OperatorSignInGuard,
    /** Issues the session of a finished sign-in (and its audit row). */
    private readonly signIn: (operator: TicketOperator, ip: string) => Promise<AdminSessionData>,
  ) {
    this.#key = totpKey(secret, OWNER);
  }

  #now(): bigint {
    return BigInt(this.clock.now().getTime());
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

  async #ticket(adminId: bigint, purpose: TicketPurpose): Promise<string> {
    const ticket = newToken();
    const now = this.#now();
    // Each new ticket clears those whose 5 minutes have passed, as the members' do.
    await this.#totp.purgeTickets(this.db, now);
    await this.#totp.insertTicket(this.db, {
      ticket_hash: hashToken(ticket),
      admin_id: adminId,
      purpose,
      expires_at: now + BigInt(OPERATOR_TOTP_TICKET_MS),
      created_at: now,
    });
    return ticket;
  }

  /** A new pending secret (replacing a pending one), answered once. */
  async setup(operator: { adminId: bigint; username: string }): Promise<{ secret: string; otpauth_url: string }> {
    const { secret, url } = newTotpSecret(`console:${operator.username}`);
    const sealed = sealSecret(this.#key, operator.adminId, secret, OWNER);
    if (!(await this.#totp.setPending(this.db, operator.adminId, sealed, this.#now()))) refuse(m.alreadyOn);
    return { secret, otpauth_url: url };
  }

  /** Turns the factor on with a code of the pending secret; answers the recovery codes, the only time they are shown. */
  async enable(adminId: bigint, code: string): Promise<{ recovery_codes: string[] }> {
    const result = await this.#enable(this.db, adminId, code);
    if (result === undefined) return refuse(m.wrongCode, {}, 'code');
    return { recovery_codes: result };
  }

  /** Turns the factor off with an app or recovery code, counted like a sign-in try; refused while the setting requires it. */
  async disable(session: OperatorSession, code: string, ip: string): Promise<null> {
    if (await this.requiredFor(session.role)) return refuse(m.requiredForRole);
    if (!(await this.#totp.isEnabled(this.db, session.adminId))) return refuse(m.notOn);
    const right = await this.guard.attempt(signInKeys(session.username, ip), adminMessages.loginThrottled, async () =>
      (await this.#spendCode(this.db, session.adminId, code)) ? true : undefined,
    );
    if (!right) return refuse(m.wrongCode, {}, 'code');
    await this.#totp.remove(this.db, session.adminId);
    return null;
  }

  /** The code step of a sign-in: a session once the code is right; a wrong code leaves the ticket usable. */
  async completeSignIn(ticket: string, code: string, ip: string): Promise<AdminSessionData> {
    const hash = hashToken(ticket);
    const live = await this.#totp.liveTicket(this.db, hash, 'sign_in', this.#now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    const right = await this.guard.attempt(signInKeys(live.username, ip), adminMessages.loginThrottled, () =>
      this.#spendWithTicket(hash, (trx) => this.#spendCode(trx, live.admin_id, code)),
    );
    if (!right) return refuse(m.wrongCode, {}, 'code');
    return this.signIn({ id: live.admin_id, username: live.username, role: live.role }, ip);
  }

  /** Enrolment during a sign-in the setting holds back: a pending secret for the ticket's operator. */
  async enrolSetup(ticket: string): Promise<{ secret: string; otpauth_url: string }> {
    const live = await this.#totp.liveTicket(this.db, hashToken(ticket), 'enrol', this.#now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    return this.setup({ adminId: live.admin_id, username: live.username });
  }

  /** Enrolment's end: the factor on, the ticket spent and a session with the recovery codes. Wrong codes count as sign-in tries. */
  async enrolEnable(ticket: string, code: string, ip: string): Promise<AdminSessionData & { recovery_codes: string[] }> {
    const hash = hashToken(ticket);
    const live = await this.#totp.liveTicket(this.db, hash, 'enrol', this.#now());
    if (!live) return refuse(m.ticketExpired, {}, 'ticket');
    let codes: string[] | undefined;
    const right = await this.guard.attempt(signInKeys(live.username, ip), adminMessages.loginThrottled, () =>
      this.#spendWithTicket(hash, async (trx) => {
        codes = await this.#enable(trx, live.admin_id, code);
        return codes !== undefined;
      }),
    );
    if (!right || !codes) return refuse(m.wrongCode, {}, 'code');
    const session = await this.signIn({ id: live.admin_id, username: live.username, role: live.role }, ip);
    return { ...session, recovery_codes: codes };
  }

  /** Spends the ticket and runs `right` in one transaction: true when both held, undefined (rolled back) for a wrong code. */
  async #spendWithTicket(hash: string, right: (trx: Executor) => Promise<boolean>): Promise<true | undefined> {
    try {
      await this.db.transaction().execute(async (trx) => {
        if (!(await this.#totp.useTicket(trx, hash, this.#now()))) refuse(m.ticketExpired, {}, 'ticket');
        if (!(await right(trx))) throw new WrongCode();
      });
      return true;
    } catch (error) {
      if (error instanceof WrongCode) return undefined;
      throw error;
    }
  }

  /** The pending secret confirmed by `code`: the recovery codes, or undefined for a wrong code. */
  async #enable(db: Executor, adminId: bigint, code: string): Promise<string[] | undefined> {
    const row = await this.#totp.find(db, adminId);
    if (row?.enabled_at != null) return refuse(m.alreadyOn);
    const sealed = row?.pending_secret_enc;
    if (!sealed) return refuse(m.notSetUp);
    const step = matchTotp(openSecret(this.#key, adminId, sealed, OWNER), code.trim(), this.clock.now().getTime());
    if (step === undefined) return undefined;
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const now = this.#now();
    const write = async (trx: Executor) => {
      // A setup in between replaced the secret this code was for.
      if (!(await this.#totp.enable(trx, adminId, sealed, BigInt(step), now))) refuse(m.notSetUp);
      const hashes = codes.map((c) => recoveryCodeHash(this.secret, adminId, normalizeRecoveryCode(c) ?? '', OWNER));
      await this.#totp.replaceRecoveryCodes(trx, adminId, hashes, now);
    };
    if (db === this.db) await this.db.transaction().execute(write);
    else await write(db);
    return codes;
  }

  /** Accepts an app code (once per time step) or spends a recovery code; false when it is neither. */
  async #spendCode(db: Executor, adminId: bigint, typed: string): Promise<boolean> {
    const now = this.#now();
    if (isTotpCode(typed)) {
      const row = await this.#totp.find(db, adminId);
      if (!row?.secret_enc || row.enabled_at === null) return false;
      const step = matchTotp(openSecret(this.#key, adminId, row.secret_enc, OWNER), typed.trim(), Number(now));
      return step !== undefined && (await this.#totp.acceptStep(db, adminId, BigInt(step), now));
    }
    const normalized = normalizeRecoveryCode(typed);
    if (!normalized) return false;
    return this.#totp.useRecoveryCode(db, adminId, recoveryCodeHash(this.secret, adminId, normalized, OWNER), now);
  }
}
