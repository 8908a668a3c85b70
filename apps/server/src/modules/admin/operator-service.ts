import type { AdminSessionData, adminApi, adminSignInApi, OperatorItem } from '@mcc/contract/admin';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import { isCommonPassword } from '../../platform/auth/common-passwords';
import type { OperatorSession, OperatorSessions } from '../../platform/auth/operator-sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { permissions, permissionsOf, type Role, roles } from '../../platform/auth/roles';
import { totpMessages } from '../../platform/auth/totp-messages';
import { type Clock, unixSeconds } from '../../platform/clock';
import type { Dialect } from '../../platform/db/database';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { SettingsService } from '../settings/settings-service';
import { adminMessages as m } from './admin-messages';
import type { AuditEntry, AuditLog } from './audit-log';
import { type LoginThrottle, signInKeys } from './login-throttle';
import { OperatorRepository, type OperatorRow } from './operator-repository';
import { checkOperatorChange } from './operator-rules';
import { OperatorSignInGuard } from './operator-sign-in-guard';
import { OperatorTotpRepository } from './operator-totp-repository';
import { OperatorTotpService, type TicketOperator } from './operator-totp-service';

/** An operator as the console's answers show it. */
export function operatorItem(o: OperatorRow): OperatorItem {
  return { id: Number(o.id), username: o.username, role: o.role, status: o.status, created_at: unixSeconds(o.created_at) };
}

/** Console operators: sign-in with throttling, their own password, and their management by a super admin. */
export class OperatorService {
  readonly #operators = new OperatorRepository();
  readonly #factors = new OperatorTotpRepository();
  /** Row locks where the database has them: SQLite runs one write transaction at a time anyway. */
  readonly #forUpdate: boolean;
  readonly #guard: OperatorSignInGuard;
  /** The operators' second factor, whose code step and enrolment finish a sign-in this service starts. */
  readonly totp: OperatorTotpService;
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    dialect: Dialect,
    private readonly clock: Clock,
    private readonly sessions: OperatorSessions,
    throttle: LoginThrottle,
    private readonly audit: AuditLog,
    secondFactor: { settings: Pick<SettingsService, 'get'>; secret: string },
  ) {
    this.#forUpdate = dialect === 'postgres';
    this.#guard = new OperatorSignInGuard(throttle);
    this.totp = new OperatorTotpService(db, clock, secondFactor.settings, secondFactor.secret, this.#guard, (o, ip) => this.#signIn(o, ip));
  }

  /**
   * Checks the password and issues a 12-hour token, or with the second factor on (or required by
   * the setting and not yet set up) a ticket for the next step. Unknown usernames, wrong passwords
   * and disabled operators all get the same refusal after the same work, and count toward the limits.
   */
  async login(input: ParsedOf<typeof adminSignInApi.login>, ip: string): Promise<DataOf<typeof adminSignInApi.login>> {
    const { username, password } = input;
    const row = await this.#guard.attempt(signInKeys(username, ip), m.loginThrottled, async () => {
      const found = await this.#operators.findForSignIn(this.db, username);
      const matches = await verifyPassword(password, found?.password_hash ?? (await this.#dummy()));
      return found && matches && found.status === 'active' ? found : undefined;
    });
    if (!row) refuse(m.badLogin, {}, 'password');
    return (await this.totp.afterPassword(row)) ?? this.#signIn(row, ip);
  }

  async #signIn(operator: TicketOperator, ip: string): Promise<AdminSessionData> {
    const issued = await this.sessions.issue(operator.id);
    const session: OperatorSession = { adminId: operator.id, username: operator.username, role: operator.role, tokenHash: '' };
    await this.audit.record(session, ip, { action: 'operator.login', targetType: 'admin', targetId: operator.id });
    return { token: issued.token, expires_in: issued.expiresInSeconds, username: operator.username, role: operator.role };
  }

  async logout(session: OperatorSession, ip: string): Promise<null> {
    await this.db.transaction().execute(async (trx) => {
      await this.#operators.endSession(trx, session.tokenHash);
      await this.audit.record(session, ip, { action: 'operator.logout', targetType: 'admin', targetId: session.adminId }, trx);
    });
    await this.sessions.ended({ tokenHash: session.tokenHash });
    return null;
  }

  /** The signed-in operator and what their role lets them do. */
  async me(session: OperatorSession): Promise<DataOf<typeof adminApi.me>> {
    return {
      id: Number(session.adminId),
      username: session.username,
      role: session.role,
      permissions: [...permissionsOf(session.role)],
      ...(await this.totp.status(session)),
    };
  }

  /**
   * The signed-in operator changes their own password. A wrong current password counts toward the
   * same limits as sign-in (this username from this address), so this call is no way around them
   * for guessing. The session stays live while locked out (docs/console.md). On success every other
   * session of the operator ends; the one making the change stays signed in.
   */
  async changeOwnPassword(
    session: OperatorSession,
    ip: string,
    input: ParsedOf<typeof adminApi.changeOwnPassword>,
  ): Promise<DataOf<typeof adminApi.changeOwnPassword>> {
    const { current, password } = input;
    if (current.normalize('NFKC') === password.normalize('NFKC')) refuse(m.samePassword, {}, 'password');
    if (isCommonPassword(password)) refuse(m.commonPassword, {}, 'password');
    const currentHash = await this.#guard.attempt(signInKeys(session.username, ip), m.passwordThrottled, async () => {
      const hash = await this.#operators.passwordHash(this.db, session.adminId);
      return hash !== undefined && (await verifyPassword(current, hash)) ? hash : undefined;
    });
    if (currentHash === undefined) refuse(m.wrongCurrentPassword, {}, 'current');
    const passwordHash = await hashPassword(password);
    const otherSessionsEnded = await this.db.transaction().execute(async (trx) => {
      // Only over the hash just checked: a change committed meanwhile has made `current` stale.
      const replaced = await this.#operators.replacePasswordHash(trx, session.adminId, currentHash, passwordHash);
      if (!replaced) refuse(m.wrongCurrentPassword, {}, 'current');
      const ended = await this.#operators.endSessions(trx, session.adminId, session.tokenHash);
      await this.audit.record(
        session,
        ip,
        {
          action: 'operator.password.change',
          targetType: 'admin',
          targetId: session.adminId,
          after: { password: 'changed', other_sessions_ended: ended },
        },
        trx,
      );
      return ended;
    });
    await this.sessions.ended({ adminId: session.adminId });
    return { other_sessions_ended: otherSessionsEnded };
  }

  async list(): Promise<DataOf<typeof adminApi.operators>> {
    return { list: (await this.#operators.list(this.db)).map((o) => ({ ...operatorItem(o), totp_enabled: o.totp_enabled })) };
  }

  /** Every role with what it grants, and every permission there is. */
  roles(): DataOf<typeof adminApi.roles> {
    return { list: roles.map((role) => ({ role, permissions: [...permissionsOf(role)] })), permissions: [...permissions] };
  }

  async create(actor: OperatorSession, ip: string, input: ParsedOf<typeof adminApi.createOperator>): Promise<OperatorItem> {
    if (isCommonPassword(input.password)) refuse(m.commonPassword, {}, 'password');
    const passwordHash = await hashPassword(input.password);
    const now = BigInt(this.clock.now().getTime());
    return this.db.transaction().execute(async (trx) => {
      const created = await this.#operators.insert(trx, {
        username: input.username,
        password_hash: passwordHash,
        role: input.role,
        status: 'active',
        created_at: now,
      });
      if (!created) refuse(m.usernameTaken, {}, 'username');
      await this.audit.record(
        actor,
        ip,
        { action: 'operator.create', targetType: 'admin', targetId: created.id, after: { username: created.username, role: created.role } },
        trx,
      );
      return operatorItem(created);
    });
  }

  async setRole(actor: OperatorSession, ip: string, input: ParsedOf<typeof adminApi.setOperatorRole>): Promise<OperatorItem> {
    return this.#change(actor, ip, BigInt(input.admin_id), { role: input.role }, 'operator.role');
  }

  /** Disabling also ends every session of that operator. */
  async setStatus(actor: OperatorSession, ip: string, input: ParsedOf<typeof adminApi.setOperatorStatus>): Promise<OperatorItem> {
    const { status } = input;
    return this.#change(actor, ip, BigInt(input.admin_id), { status }, status === 'disabled' ? 'operator.disable' : 'operator.enable');
  }

  /** Sets a new password and ends every session of that operator; the audit row never holds the hash. */
  async resetPassword(actor: OperatorSession, ip: string, input: ParsedOf<typeof adminApi.resetOperatorPassword>): Promise<OperatorItem> {
    const adminId = BigInt(input.admin_id);
    if (isCommonPassword(input.password)) refuse(m.commonPassword, {}, 'password');
    const passwordHash = await hashPassword(input.password);
    return this.#resetEndingSessions(actor, ip, adminId, (trx) => this.#operators.update(trx, adminId, { password_hash: passwordHash }), {
      action: 'operator.password',
      before: null,
      after: { password: 'reset', sessions: 'ended' },
    });
  }

  /**
   * Clears another operator's second factor (a lost device) and ends their sessions; the audit row
   * keeps the reason. Where the setting requires the factor for their role, they set it up again at
   * their next sign-in, before any session is issued.
   */
  async resetTotp(actor: OperatorSession, ip: string, input: ParsedOf<typeof adminApi.resetOperatorTotp>): Promise<OperatorItem> {
    const adminId = BigInt(input.admin_id);
    if (adminId === actor.adminId) refuse(m.notYourself, {}, 'admin_id');
    return this.#resetEndingSessions(
      actor,
      ip,
      adminId,
      async (trx) => {
        if (!(await this.#factors.isEnabled(trx, adminId))) refuse(totpMessages.notOn, {}, 'admin_id');
        await this.#factors.remove(trx, adminId);
      },
      {
        action: 'operator.totp_reset',
        before: { totp_enabled: true },
        after: { totp_enabled: false, sessions: 'ended', reason: input.reason },
      },
    );
  }

  /**
   * Resets something of another operator's (`reset`) and ends every session of theirs, with the audit
   * row, in one transaction; then every process forgets those sessions.
   */
  async #resetEndingSessions(
    actor: OperatorSession,
    ip: string,
    adminId: bigint,
    reset: (trx: Executor) => Promise<unknown>,
    audit: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  ): Promise<OperatorItem> {
    const item = await this.db.transaction().execute(async (trx) => {
      const target = await this.#find(trx, adminId);
      await reset(trx);
      await this.#operators.endSessions(trx, adminId);
      await this.audit.record(actor, ip, { ...audit, targetType: 'admin', targetId: adminId }, trx);
      return operatorItem(target);
    });
    await this.sessions.ended({ adminId });
    return item;
  }

  async #change(
    actor: OperatorSession,
    ip: string,
    adminId: bigint,
    change: { role?: Role; status?: 'active' | 'disabled' },
    action: string,
  ): Promise<OperatorItem> {
    const item = await this.db.transaction().execute(async (trx) => {
      // Lock the active super admins first, so two operators demoting each other at once cannot leave none.
      const activeSuperAdmins = await this.#operators.lockActiveSuperAdmins(trx, this.#forUpdate);
      const target = await this.#find(trx, adminId);
      const refusal = checkOperatorChange(actor.adminId, target, change, activeSuperAdmins);
      if (refusal) refuse(m[refusal]);
      const after = { ...target, ...change };
      await this.#operators.update(trx, adminId, change);
      if (after.status !== 'active') await this.#operators.endSessions(trx, adminId);
      await this.audit.record(
        actor,
        ip,
        {
          action,
          targetType: 'admin',
          targetId: adminId,
          before: { role: target.role, status: target.status },
          after: { role: after.role, status: after.status },
        },
        trx,
      );
      return operatorItem(after);
    });
    // A remembered session holds the role too: every process reads the operator afresh.
    await this.sessions.ended({ adminId });
    return item;
  }

  async #find(trx: Executor, adminId: bigint): Promise<OperatorRow> {
    const row = await this.#operators.lock(trx, adminId, this.#forUpdate);
    if (!row) refuse(m.operatorNotFound, {}, 'admin_id');
    return row;
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword(crypto.randomUUID());
    return this.#dummyHash;
  }
}
