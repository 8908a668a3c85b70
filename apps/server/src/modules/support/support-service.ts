import { randomBytes, randomUUID } from 'node:crypto';
import type { adminSupportApi, SupportState } from '@mcc/contract/admin-support';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { hashPassword } from '../../platform/auth/password';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { defaultLanguage } from '../../platform/i18n/language';
import { memberAddress } from '../../platform/mail/delivery';
import type { CodeService } from '../account/code-service';
import type { LoginGuard } from '../account/login-guard';
import { startSecurityHold } from '../account/security-hold';
import { TotpRepository } from '../account/totp-repository';
import type { AuditLog } from '../admin/audit-log';
import type { TipKind } from '../tips/tip-texts';
import type { OrderTips } from '../tips/tips-service';
import { supportMessages as m } from './support-messages';
import { type SupportMemberRow, SupportRepository } from './support-repository';

type Body = ParsedOf<typeof adminSupportApi.resetPassword>;
type Answer = DataOf<typeof adminSupportApi.resetPassword>;

/**
 * Support actions on a member. The operator never sees or sets a secret: a reset makes the old
 * password stop working and the member sets a new one through the code flows they already have
 * (forgot password for the login password, set pay password for the pay password), with a code
 * sent to their own mobile or email. Each action takes a reason, writes its audit row and the
 * member's tip in the transaction of the change, and answers the member's state after it.
 */
export class SupportService {
  readonly #totp = new TotpRepository();
  readonly #repo = new SupportRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly tips: OrderTips,
    private readonly loginGuard: LoginGuard,
    private readonly codes: CodeService,
    /** When the member's security hold ends (Unix s), or null (modules/account/account-security.ts). */
    private readonly holdUntil: (userId: bigint) => Promise<number | null> = async () => null,
    /** Every process forgets the member's remembered sessions (platform/auth/member-sessions.ts): called once an ending committed. */
    private readonly sessionsEnded: (userId: bigint) => Promise<void> = async () => undefined,
  ) {}

  async #member(db: Executor, userId: bigint): Promise<SupportMemberRow> {
    const row = await this.#repo.member(db, userId);
    if (!row) return refuse(m.memberNotFound, {}, 'user_id');
    return row;
  }

  async state(userId: bigint): Promise<SupportState> {
    const member = await this.#member(this.db, userId);
    const now = nowMs(this.clock);
    const sessions = await this.#repo.liveSessions(this.db, userId, now);
    const failures = await this.loginGuard.failures(member.id);
    const locked = failures.filter((f) => f.locked).map((f) => f.resetAt);
    return {
      user_id: Number(userId),
      code_channel: member.mobile ? 'sms' : member.email ? 'email' : null,
      sessions: sessions.length,
      login_failures: failures.reduce((sum, f) => sum + f.count, 0),
      login_locked_until: locked.length > 0 ? Math.floor(Math.max(...locked) / 1000) : null,
      pay_password_set: member.pay_password_hash !== null,
      pay_password_failures: Number(member.pay_password_failures),
      pay_password_locked_until: member.pay_password_locked_until > now ? unixSeconds(member.pay_password_locked_until) : null,
      withdraw_hold_until: await this.holdUntil(member.id),
      totp_enabled: await this.#totp.isEnabled(this.db, member.id),
      session_list: sessions.map((row) => ({
        id: Number(row.id),
        created_at: unixSeconds(row.created_at),
        last_seen_at: unixSeconds(row.last_seen_at),
        ip: row.ip,
        user_agent: row.user_agent,
      })),
    };
  }

  async #record(
    trx: Executor,
    actor: OperatorSession,
    ip: string,
    userId: bigint,
    action: string,
    before: unknown,
    after: unknown,
    kind: TipKind,
    reason: string,
  ) {
    await this.audit.record(
      actor,
      ip,
      { action: `member.${action}`, targetType: 'user', targetId: userId, before, after: { ...(after as object), reason } },
      trx,
    );
    await this.tips.add(trx, { userId, kind, params: { reason }, refType: 'support', refId: randomUUID() });
  }

  async #answer(userId: bigint, count: number): Promise<Answer> {
    return { user_id: Number(userId), count, state: await this.state(userId) };
  }

  /**
   * The login password is replaced by the hash of a random secret nobody learns, so the old one
   * stops working; every session ends; the member's mobile (else email) is told to use "Forgot
   * password", which sends them a code. A member with neither cannot receive a code: refused.
   */
  async resetPassword(actor: OperatorSession, ip: string, body: Body): Promise<Answer> {
    const userId = BigInt(body.user_id);
    const unknowable = await hashPassword(randomBytes(32).toString('base64'));
    let notice: ReturnType<typeof memberAddress> | undefined;
    let ended = 0;
    await this.db.transaction().execute(async (trx) => {
      const member = await this.#member(trx, userId);
      notice = memberAddress(member);
      if (!notice) refuse(m.noContact, {}, 'user_id');
      await this.#repo.setPasswordHash(trx, userId, unknowable, nowMs(this.clock));
      ended = await this.#repo.endSessions(trx, userId);
      await this.#record(
        trx,
        actor,
        ip,
        userId,
        'reset_password',
        null,
        { sessions_ended: ended, notified: notice.channel },
        'support_password_reset',
        body.reason,
      );
    });
    // After the commit: every process drops the sessions it remembers, and a notice never goes out
    // for a reset that did not happen.
    await this.sessionsEnded(userId);
    if (notice) await this.codes.noticeSupportReset(notice.channel, notice.to, defaultLanguage);
    return this.#answer(userId, ended);
  }

  /** Clears the pay password (and its tries and lock); the member sets a new one with a code. */
  async resetPayPassword(actor: OperatorSession, ip: string, body: Body): Promise<Answer> {
    const userId = BigInt(body.user_id);
    await this.db.transaction().execute(async (trx) => {
      const member = await this.#member(trx, userId);
      if (member.pay_password_hash === null) refuse(m.noPayPassword, {}, 'user_id');
      if (!member.mobile && !member.email) refuse(m.noContact, {}, 'user_id');
      await this.#repo.clearPayPassword(trx, userId, nowMs(this.clock));
      await this.#record(
        trx,
        actor,
        ip,
        userId,
        'reset_paypwd',
        { pay_password_set: true },
        { pay_password_set: false },
        'support_paypwd_reset',
        body.reason,
      );
    });
    return this.#answer(userId, 0);
  }

  /**
   * Turns off the member's second factor (a lost phone and no recovery code left): the secret and
   * the recovery codes are removed and the security hold starts, as when the member turns it off, so
   * whoever signs in with the password alone cannot withdraw at once. Refused when it is not on.
   */
  async resetTotp(actor: OperatorSession, ip: string, body: Body): Promise<Answer> {
    const userId = BigInt(body.user_id);
    await this.db.transaction().execute(async (trx) => {
      await this.#member(trx, userId);
      if (!(await this.#totp.isEnabled(trx, userId))) refuse(m.noTotp, {}, 'user_id');
      await this.#totp.remove(trx, userId);
      await startSecurityHold(trx, userId, nowMs(this.clock));
      await this.#record(
        trx,
        actor,
        ip,
        userId,
        'reset_totp',
        { totp_enabled: true },
        { totp_enabled: false, security_hold: 'started' },
        'support_totp_reset',
        body.reason,
      );
    });
    return this.#answer(userId, 0);
  }

  /** Ends every session: member tokens and "stay signed in" cookies. */
  async endSessions(actor: OperatorSession, ip: string, body: Body): Promise<Answer> {
    const userId = BigInt(body.user_id);
    let ended = 0;
    await this.db.transaction().execute(async (trx) => {
      await this.#member(trx, userId);
      ended = await this.#repo.endSessions(trx, userId);
      await this.#record(trx, actor, ip, userId, 'end_sessions', null, { sessions_ended: ended }, 'support_sessions_ended', body.reason);
    });
    await this.sessionsEnded(userId);
    return this.#answer(userId, ended);
  }

  /**
   * Clears the member's failed sign-in counters (under whichever name they typed) from every IP. The
   * per-IP budgets stay: they guard against one address trying many accounts, not this member.
   */
  async unlockLogin(actor: OperatorSession, ip: string, body: Body): Promise<Answer> {
    const userId = BigInt(body.user_id);
    const member = await this.#member(this.db, userId);
    const before = await this.loginGuard.failures(member.id);
    if (before.length === 0) refuse(m.noLoginLock, {}, 'user_id');
    const cleared = await this.loginGuard.unlock(member.id);
    const summary = { failures: before.reduce((sum, f) => sum + f.count, 0), locked_windows: before.filter((f) => f.locked).length };
    await this.db.transaction().execute(async (trx) => {
      await this.#record(trx, actor, ip, userId, 'unlock_login', summary, { cleared }, 'support_login_unlocked', body.reason);
    });
    return this.#answer(userId, cleared);
  }

  /** Lifts the pay-password lock and clears the wrong tries. */
  async unlockPayPassword(actor: OperatorSession, ip: string, body: Body): Promise<Answer> {
    const userId = BigInt(body.user_id);
    await this.db.transaction().execute(async (trx) => {
      const member = await this.#member(trx, userId);
      const now = nowMs(this.clock);
      if (member.pay_password_failures === 0n && member.pay_password_locked_until <= now) refuse(m.noPayPasswordLock, {}, 'user_id');
      await this.#repo.unlockPayPassword(trx, userId);
      const before = {
        failures: Number(member.pay_password_failures),
        locked_until: member.pay_password_locked_until > now ? unixSeconds(member.pay_password_locked_until) : null,
      };
      await this.#record(
        trx,
        actor,
        ip,
        userId,
        'unlock_paypwd',
        before,
        { failures: 0, locked_until: null },
        'support_paypwd_unlocked',
        body.reason,
      );
    });
    return this.#answer(userId, 0);
  }
}
