import type { adminApi, adminSignInApi, OperatorItem } from '@mcc/contract/admin';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import type { OperatorSession, OperatorSessions } from '../../platform/auth/operator-sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { permissions, permissionsOf, type Role, roles } from '../../platform/auth/roles';
import type { Clock } from '../../platform/clock';
import type { Dialect } from '../../platform/db/database';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { adminMessages as m } from './admin-messages';
import type { AuditLog } from './audit-log';
import { type LoginThrottle, operatorLoginRules, type ThrottleKey } from './login-throttle';
import { OperatorRepository, type OperatorRow } from './operator-repository';
import { checkOperatorChange } from './operator-rules';

/** An operator as the console's answers show it. */
export function operatorItem(o: OperatorRow): OperatorItem {
  return { id: Number(o.id), username: o.username, role: o.role, status: o.status, created_at: Math.floor(Number(o.created_at) / 1000) };
}

/** The failure counter of one username, shared by sign-in and the operator's own password change. */
const usernameKey = (username: string): ThrottleKey => ({ key: `user:${username.toLowerCase()}`, rule: operatorLoginRules.username });

/** Console operators: sign-in with throttling, their own password, and their management by a super admin. */
export class OperatorService {
  readonly #operators = new OperatorRepository();
  /** Row locks where the database has them: SQLite runs one write transaction at a time anyway. */
  readonly #forUpdate: boolean;
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    dialect: Dialect,
    private readonly clock: Clock,
    private readonly sessions: OperatorSessions,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditLog,
  ) {
    this.#forUpdate = dialect === 'postgres';
  }

  /**
   * Checks the password and issues a 12-hour token. Unknown usernames, wrong passwords and
   * disabled operators all get the same refusal after the same work, and count toward the limits.
   */
  async login(input: ParsedOf<typeof adminSignInApi.login>, ip: string): Promise<DataOf<typeof adminSignInApi.login>> {
    const { username, password } = input;
    const keys: ThrottleKey[] = [usernameKey(username), { key: `ip:${ip}`, rule: operatorLoginRules.ip }];
    const wait = await this.throttle.retryAfter(keys);
    if (wait > 0) refuse(m.loginThrottled, { minutes: Math.ceil(wait / 60000) });

    const row = await this.#operators.findForSignIn(this.db, username);
    const matches = await verifyPassword(password, row?.password_hash ?? (await this.#dummy()));
    if (!row || !matches || row.status !== 'active') {
      await this.throttle.fail(keys);
      refuse(m.badLogin, {}, 'password');
    }
    await this.throttle.clear(keys[0]!.key);
    const issued = await this.sessions.issue(row.id);
    const session: OperatorSession = { adminId: row.id, username: row.username, role: row.role, tokenHash: '' };
    await this.audit.record(session, ip, { action: 'operator.login', targetType: 'admin', targetId: row.id });
    return { token: issued.token, expires_in: issued.expiresInSeconds, username: row.username, role: row.role };
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
  me(session: OperatorSession): DataOf<typeof adminApi.me> {
    return { id: Number(session.adminId), username: session.username, role: session.role, permissions: [...permissionsOf(session.role)] };
  }

  /**
   * The signed-in operator changes their own password. A wrong current password counts toward the
   * same per-username limit as sign-in, so this call is no way around it for guessing. On success
   * every other session of the operator ends; the one making the change stays signed in.
   */
  async changeOwnPassword(
    session: OperatorSession,
    ip: string,
    input: ParsedOf<typeof adminApi.changeOwnPassword>,
  ): Promise<DataOf<typeof adminApi.changeOwnPassword>> {
    const { current, password } = input;
    if (current.normalize('NFKC') === password.normalize('NFKC')) refuse(m.samePassword, {}, 'password');
    const key = usernameKey(session.username);
    // The try is counted before the password is checked, so parallel guesses cannot all pass a limit
    // read before any of them failed; hence one more allowed here, as this try is already counted.
    await this.throttle.fail([key]);
    const wait = await this.throttle.retryAfter([{ key: key.key, rule: { ...key.rule, maxFailures: key.rule.maxFailures + 1 } }]);
    if (wait > 0) refuse(m.passwordThrottled, { minutes: Math.ceil(wait / 60000) });

    const currentHash = await this.#operators.passwordHash(this.db, session.adminId);
    if (currentHash === undefined || !(await verifyPassword(current, currentHash))) refuse(m.wrongCurrentPassword, {}, 'current');
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
    await this.throttle.clear(key.key);
    return { other_sessions_ended: otherSessionsEnded };
  }

  async list(): Promise<DataOf<typeof adminApi.operators>> {
    return { list: (await this.#operators.list(this.db)).map(operatorItem) };
  }

  /** Every role with what it grants, and every permission there is. */
  roles(): DataOf<typeof adminApi.roles> {
    return { list: roles.map((role) => ({ role, permissions: [...permissionsOf(role)] })), permissions: [...permissions] };
  }

  async create(actor: OperatorSession, ip: string, input: ParsedOf<typeof adminApi.createOperator>): Promise<OperatorItem> {
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
    const passwordHash = await hashPassword(input.password);
    const item = await this.db.transaction().execute(async (trx) => {
      const target = await this.#find(trx, adminId);
      await this.#operators.update(trx, adminId, { password_hash: passwordHash });
      await this.#operators.endSessions(trx, adminId);
      await this.audit.record(
        actor,
        ip,
        {
          action: 'operator.password',
          targetType: 'admin',
          targetId: adminId,
          before: null,
          after: { password: 'reset', sessions: 'ended' },
        },
        trx,
      );
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
