import type { Kysely, Transaction } from 'kysely';
import type { OperatorSession, OperatorSessions } from '../../platform/auth/operator-sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import type { Role } from '../../platform/auth/roles';
import type { Clock } from '../../platform/clock';
import type { Dialect } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { adminMessages as m } from './admin-messages';
import type { AuditLog } from './audit-log';
import { type LoginThrottle, operatorLoginRules, type ThrottleKey } from './login-throttle';
import { checkOperatorChange } from './operator-rules';

export interface OperatorRow {
  id: bigint;
  username: string;
  role: string;
  status: string;
  created_at: bigint;
}

const operatorColumns = ['id', 'username', 'role', 'status', 'created_at'] as const;

/** The failure counter of one username, shared by sign-in and the operator's own password change. */
const usernameKey = (username: string): ThrottleKey => ({ key: `user:${username.toLowerCase()}`, rule: operatorLoginRules.username });

/** Console operators: sign-in with throttling, and their management by a super admin. */
export class OperatorService {
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly sessions: OperatorSessions,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Checks the password and issues a 12-hour token. Unknown usernames, wrong passwords and
   * disabled operators all get the same refusal after the same work, and count toward the limits.
   */
  async login(username: string, password: string, ip: string): Promise<{ token: string; expiresInSeconds: number; operator: OperatorRow }> {
    const keys: ThrottleKey[] = [usernameKey(username), { key: `ip:${ip}`, rule: operatorLoginRules.ip }];
    const wait = await this.throttle.retryAfter(keys);
    if (wait > 0) refuse(m.loginThrottled, { minutes: Math.ceil(wait / 60000) });

    const row = await this.db
      .selectFrom('admins')
      .select([...operatorColumns, 'password_hash'])
      .where('username', '=', username)
      .executeTakeFirst();
    const matches = await verifyPassword(password, row?.password_hash ?? (await this.#dummy()));
    if (!row || !matches || row.status !== 'active') {
      await this.throttle.fail(keys);
      refuse(m.badLogin, {}, 'password');
    }
    await this.throttle.clear(keys[0]!.key);
    const { password_hash: _, ...operator } = row;
    const issued = await this.sessions.issue(operator.id);
    const session: OperatorSession = { adminId: operator.id, username: operator.username, role: operator.role, tokenHash: '' };
    await this.audit.record(session, ip, { action: 'operator.login', targetType: 'admin', targetId: operator.id });
    return { ...issued, operator };
  }

  async logout(session: OperatorSession, ip: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('admin_tokens').where('token_hash', '=', session.tokenHash).execute();
      await this.audit.record(session, ip, { action: 'operator.logout', targetType: 'admin', targetId: session.adminId }, trx);
    });
  }

  /**
   * The signed-in operator changes their own password. A wrong current password counts toward the
   * same per-username limit as sign-in, so this call is no way around it for guessing. On success
   * every other session of the operator ends; the one making the change stays signed in.
   */
  async changeOwnPassword(
    session: OperatorSession,
    ip: string,
    current: string,
    password: string,
  ): Promise<{ otherSessionsEnded: number }> {
    if (current.normalize('NFKC') === password.normalize('NFKC')) refuse(m.samePassword, {}, 'password');
    const key = usernameKey(session.username);
    // The try is counted before the password is checked, so parallel guesses cannot all pass a limit
    // read before any of them failed; hence one more allowed here, as this try is already counted.
    await this.throttle.fail([key]);
    const wait = await this.throttle.retryAfter([{ key: key.key, rule: { ...key.rule, maxFailures: key.rule.maxFailures + 1 } }]);
    if (wait > 0) refuse(m.passwordThrottled, { minutes: Math.ceil(wait / 60000) });

    const row = await this.db.selectFrom('admins').select('password_hash').where('id', '=', session.adminId).executeTakeFirst();
    if (!row || !(await verifyPassword(current, row.password_hash))) refuse(m.wrongCurrentPassword, {}, 'current');
    const passwordHash = await hashPassword(password);
    const result = await this.db.transaction().execute(async (trx) => {
      // Only over the hash just checked: a change committed meanwhile has made `current` stale.
      const updated = await trx
        .updateTable('admins')
        .set({ password_hash: passwordHash })
        .where('id', '=', session.adminId)
        .where('password_hash', '=', row.password_hash)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) refuse(m.wrongCurrentPassword, {}, 'current');
      const ended = await trx
        .deleteFrom('admin_tokens')
        .where('admin_id', '=', session.adminId)
        .where('token_hash', '!=', session.tokenHash)
        .executeTakeFirst();
      const otherSessionsEnded = Number(ended.numDeletedRows);
      await this.audit.record(
        session,
        ip,
        {
          action: 'operator.password.change',
          targetType: 'admin',
          targetId: session.adminId,
          after: { password: 'changed', other_sessions_ended: otherSessionsEnded },
        },
        trx,
      );
      return { otherSessionsEnded };
    });
    await this.throttle.clear(key.key);
    return result;
  }

  async list(): Promise<OperatorRow[]> {
    return this.db.selectFrom('admins').select(operatorColumns).orderBy('id').execute();
  }

  async create(actor: OperatorSession, ip: string, input: { username: string; password: string; role: Role }): Promise<OperatorRow> {
    const passwordHash = await hashPassword(input.password);
    const now = BigInt(this.clock.now().getTime());
    return this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('admins')
        .values({ username: input.username, password_hash: passwordHash, role: input.role, status: 'active', created_at: now })
        .onConflict((oc) => oc.column('username').doNothing())
        .returning(operatorColumns)
        .executeTakeFirst();
      if (!created) refuse(m.usernameTaken, {}, 'username');
      await this.audit.record(
        actor,
        ip,
        { action: 'operator.create', targetType: 'admin', targetId: created.id, after: { username: created.username, role: created.role } },
        trx,
      );
      return created;
    });
  }

  async setRole(actor: OperatorSession, ip: string, adminId: bigint, role: Role): Promise<OperatorRow> {
    return this.#change(actor, ip, adminId, { role }, 'operator.role');
  }

  /** Disabling also ends every session of that operator. */
  async setStatus(actor: OperatorSession, ip: string, adminId: bigint, status: 'active' | 'disabled'): Promise<OperatorRow> {
    return this.#change(actor, ip, adminId, { status }, status === 'disabled' ? 'operator.disable' : 'operator.enable');
  }

  /** Sets a new password and ends every session of that operator; the audit row never holds the hash. */
  async resetPassword(actor: OperatorSession, ip: string, adminId: bigint, password: string): Promise<OperatorRow> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const target = await this.#find(trx, adminId);
      await trx.updateTable('admins').set({ password_hash: passwordHash }).where('id', '=', adminId).execute();
      await trx.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute();
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
      return target;
    });
  }

  async #change(
    actor: OperatorSession,
    ip: string,
    adminId: bigint,
    change: { role?: Role; status?: 'active' | 'disabled' },
    action: string,
  ): Promise<OperatorRow> {
    return this.db.transaction().execute(async (trx) => {
      // Lock the active super admins first, so two operators demoting each other at once cannot
      // leave none (SQLite runs one write transaction at a time anyway). In id order, so two lockers never deadlock.
      let superAdmins = trx
        .selectFrom('admins')
        .select('id')
        .where('role', '=', 'super_admin')
        .where('status', '=', 'active')
        .orderBy('id');
      if (this.dialect === 'postgres') superAdmins = superAdmins.forUpdate();
      const activeSuperAdmins = (await superAdmins.execute()).length;
      const target = await this.#find(trx, adminId);
      const refusal = checkOperatorChange(actor.adminId, target, change, activeSuperAdmins);
      if (refusal) refuse(m[refusal]);
      const after = { ...target, ...change };
      await trx.updateTable('admins').set(change).where('id', '=', adminId).execute();
      if (after.status !== 'active') await trx.deleteFrom('admin_tokens').where('admin_id', '=', adminId).execute();
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
      return after;
    });
  }

  async #find(trx: Transaction<DB>, adminId: bigint): Promise<OperatorRow> {
    let query = trx.selectFrom('admins').select(operatorColumns).where('id', '=', adminId);
    if (this.dialect === 'postgres') query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) refuse(m.operatorNotFound, {}, 'admin_id');
    return row;
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword(crypto.randomUUID());
    return this.#dummyHash;
  }
}
