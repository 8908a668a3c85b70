import type { ChangePasswordBody, EndSessionsBody, MemberSessionView } from '@mcc/contract/security';
import type { Kysely } from 'kysely';
import { isCommonPassword } from '../../platform/auth/common-passwords';
import type { MemberSession, MemberSessions } from '../../platform/auth/member-sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { type Clock, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { SettingsService } from '../settings/settings-service';
import { accountMessages } from './account-messages';
import { type LoginGuard, loginSubject } from './login-guard';
import type { RefreshTokens } from './refresh-tokens';
import { startSecurityHold, withdrawHoldUntil } from './security-hold';
import { securityMessages as m } from './security-messages';
import { UserRepository } from './user-repository';

/** The signed-in member's password change, list of sessions (ending any of them) and security hold. */
export class AccountSecurity {
  readonly #users = new UserRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sessions: MemberSessions,
    private readonly refreshTokens: RefreshTokens,
    private readonly guard: LoginGuard,
    private readonly settings: SettingsService,
  ) {}

  #now(): bigint {
    return BigInt(this.clock.now().getTime());
  }

  /**
   * A new login password, proven by the current one. A wrong current password counts toward the
   * login lockout (per member and IP, and per IP), so this is no way around it for guessing. Every
   * other session and "stay signed in" of the member ends; this one stays. Starts the security hold.
   */
  async changePassword(session: MemberSession, ip: string, { oldpassword, newpassword }: ChangePasswordBody): Promise<null> {
    const me = await this.#users.byId(this.db, session.userId);
    if (!me) return refuse(accountMessages.refreshInvalid);
    const right = await this.guard.attempt(loginSubject(me.id, ''), ip, () => verifyPassword(oldpassword, me.password_hash));
    if (!right) refuse(m.wrongCurrentPassword, {}, 'oldpassword');
    if (oldpassword.normalize('NFKC') === newpassword.normalize('NFKC')) refuse(m.samePassword, {}, 'newpassword');
    if (isCommonPassword(newpassword)) refuse(accountMessages.commonPassword, {}, 'newpassword');
    const passwordHash = await hashPassword(newpassword);
    await this.db.transaction().execute(async (trx) => {
      const now = this.#now();
      await this.#users.setPassword(trx, me.id, passwordHash, now);
      await this.sessions.revokeOthers(me.id, session.id, trx);
      await this.refreshTokens.revokeAllBut(me.id, session.tokenHash, trx);
      await startSecurityHold(trx, me.id, now);
    });
    await this.sessions.ended(me.id);
    return null;
  }

  /** The member's live sessions, this one marked `current`. */
  async list(session: MemberSession): Promise<{ list: MemberSessionView[] }> {
    const rows = await this.sessions.list(session.userId);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        current: r.tokenHash === session.tokenHash,
        created_at: unixSeconds(r.createdAt),
        last_seen_at: unixSeconds(r.lastSeenAt),
        ip: r.ip,
        user_agent: r.userAgent,
      })),
    };
  }

  /** Ends one of the member's own sessions, or all but this one; a session of another member is refused and nothing ends. */
  async end(session: MemberSession, body: EndSessionsBody): Promise<null> {
    if ((body.id === undefined) === (body.all_others === undefined)) refuse(m.idOrAllOthers, {}, 'id');
    if (body.id !== undefined) {
      const tokenHash = await this.sessions.tokenHashOf(session.userId, BigInt(body.id));
      if (!tokenHash) return refuse(m.sessionNotFound, {}, 'id');
      await this.sessions.revoke(tokenHash);
      await this.refreshTokens.revokeForAccessToken(tokenHash);
      return null;
    }
    await this.db.transaction().execute(async (trx) => {
      await this.sessions.revokeOthers(session.userId, session.id, trx);
      await this.refreshTokens.revokeAllBut(session.userId, session.tokenHash, trx);
    });
    await this.sessions.ended(session.userId);
    return null;
  }

  /** `withdraw_hold_until` of `GET /api/user/index`. */
  async holdUntil(userId: bigint): Promise<number | null> {
    const hours = await this.settings.get('security_hold_hours');
    return withdrawHoldUntil(this.db, userId, hours, this.#now());
  }
}
