import { randomBytes } from 'node:crypto';
import type {
  ChangeEmailBody,
  ChangeMobileBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  ResetpwdBody,
  SetPayPwdBody,
  Userinfo,
} from '@mcc/contract/account';
import type { Kysely, Transaction } from 'kysely';
import { isCommonPassword } from '../../platform/auth/common-passwords';
import type { MemberSession, MemberSessions, SignInDevice } from '../../platform/auth/member-sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { hashToken } from '../../platform/auth/tokens';
import { type Clock, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { accountMessages as m } from './account-messages';
import type { CodeService } from './code-service';
import { type AccountKey, defaultNickname, newInviteCode, newUid, normalizeEmail, normalizeInviteCode, parseAccount } from './identifiers';
import { type LoginGuard, loginSubject } from './login-guard';
import type { PayPasswordService } from './pay-password-service';
import type { RefreshTokens } from './refresh-tokens';
import { startSecurityHold } from './security-hold';
import { UserRepository, type UserRow } from './user-repository';

/** Whether a URL is an upload the member made; the upload module answers it. */
export interface OwnedUploads {
  isOwnedBy(userId: bigint, url: string): Promise<boolean>;
}

export interface SignedIn {
  userinfo: Userinfo;
  /** Set when the member asked to stay signed in (or refreshed): the new cookie value. */
  refreshToken?: string;
}

/** Registration, sign-in, password recovery and the member's own details. */
export class AccountService {
  readonly #users = new UserRepository();
  #dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly sessions: MemberSessions,
    private readonly refreshTokens: RefreshTokens,
    private readonly codes: CodeService,
    private readonly guard: LoginGuard,
    private readonly payPasswords: PayPasswordService,
    private readonly uploads: OwnedUploads,
  ) {}

  #now(): bigint {
    return BigInt(this.clock.now().getTime());
  }

  /** The userinfo object of docs/api.md for a member and the token the client holds. */
  async userinfo(user: UserRow, token: string, expiresAt: bigint): Promise<Userinfo> {
    const inviter = user.inviter_id === null ? undefined : await this.#users.byId(this.db, user.inviter_id);
    const left = Number(expiresAt - this.#now()) / 1000;
    return {
      id: Number(user.id),
      uid: user.uid,
      nickname: user.nickname,
      mobile: user.mobile ?? '',
      email: user.email ?? '',
      avatar: user.avatar,
      bio: user.bio,
      invite_code: user.invite_code,
      inviter: inviter ? { uid: inviter.uid, nickname: inviter.nickname } : null,
      wallet_address: user.wallet_address,
      has_paypwd: user.pay_password_hash !== null,
      created_at: unixSeconds(user.created_at),
      token,
      expires_in: Math.max(0, Math.floor(left)),
    };
  }

  async userinfoOf(session: MemberSession, token: string): Promise<Userinfo> {
    const user = await this.#users.byId(this.db, session.userId);
    if (!user) throw new Error(`member ${session.userId} of a live session is missing`);
    return this.userinfo(user, token, session.expiresAt);
  }

  /** A new member token (and, with `remember`, a refresh cookie value) for a member already proven. */
  async signInAs(user: UserRow, remember = false, family?: string, device?: SignInDevice): Promise<SignedIn> {
    const session = await this.sessions.issue(user.id, device);
    const expiresAt = this.#now() + BigInt(session.expiresInSeconds) * 1000n;
    const userinfo = await this.userinfo(user, session.token, expiresAt);
    if (!remember) return { userinfo };
    const refreshToken = await this.refreshTokens.issue(user.id, hashToken(session.token), family);
    return { userinfo, refreshToken };
  }

  /**
   * A new member from a mobile or email proven by a `register` code. `linkWallet`, run in the same
   * transaction, returns a wallet address to link (wallet registration).
   */
  async register(input: RegisterBody, linkWallet?: (trx: Transaction<DB>) => Promise<string>, device?: SignInDevice): Promise<SignedIn> {
    const target = this.#target(input.mobile, input.email, 'mobile');
    if (isCommonPassword(input.password)) refuse(m.commonPassword, {}, 'password');
    let inviterId: bigint | null = null;
    if (input.invite_code) {
      const inviter = await this.#users.byInviteCode(this.db, normalizeInviteCode(input.invite_code));
      if (!inviter) refuse(m.inviteCodeUnknown, {}, 'invite_code');
      inviterId = inviter.id;
    }
    const codeId = await this.codes.check([target.value], 'register', input.code);
    const passwordHash = await hashPassword(input.password);

    for (let attempt = 1; ; attempt += 1) {
      const uid = await this.#freeUid();
      const inviteCode = await this.#freeInviteCode();
      try {
        const user = await this.db.transaction().execute(async (trx) => {
          await this.codes.consume(codeId, trx);
          const wallet = linkWallet ? await linkWallet(trx) : null;
          const now = this.#now();
          return this.#users.insert(trx, {
            uid,
            mobile: target.kind === 'mobile' ? target.value : null,
            email: target.kind === 'email' ? target.value : null,
            password_hash: passwordHash,
            nickname: defaultNickname({ [target.kind]: target.value }),
            invite_code: inviteCode,
            inviter_id: inviterId,
            wallet_address: wallet,
            status: 'active',
            created_at: now,
            updated_at: now,
          });
        });
        return this.signInAs(user, false, undefined, device);
      } catch (error) {
        const column = uniqueViolationColumn(error);
        if (column === 'mobile' || column === 'email') refuse(m.alreadyRegistered, {}, column);
        if (column === 'wallet_address') refuse(m.walletLinked, {}, 'ticket');
        // Two registrations drew the same UID or invite code at once: draw again.
        if ((column === 'uid' || column === 'invite_code') && attempt < 5) continue;
        throw error;
      }
    }
  }

  /** Signs in with a password; `remember` also hands out a "stay signed in" cookie value. */
  async login(body: LoginBody, ip: string, userAgent = ''): Promise<SignedIn> {
    return this.signInAs(await this.checkLogin(body, ip), body.remember === true, undefined, { ip, userAgent });
  }

  /** The member whose password this is (the password step of a sign-in), counted by the login guard. */
  async checkLogin({ account, password }: LoginBody, ip: string): Promise<UserRow> {
    const key = parseAccount(account);
    const user = key ? await this.#users.byAccount(this.db, key) : undefined;
    // An unknown account costs the same scrypt run as a known one, so timing tells nothing either.
    const right = await this.guard.attempt(loginSubject(user?.id, account), ip, () =>
      user ? verifyPassword(password, user.password_hash) : this.#burnPasswordCheck(password),
    );
    if (!user || !right) refuse(m.loginFailed, {}, 'password');
    if (user.status !== 'active') refuse(m.accountDisabled, {}, 'account');
    return user;
  }

  /** Signs in a member proven by a second step (the TOTP code after the password), as the password step would have. */
  async signInById(userId: bigint, remember: boolean, device?: SignInDevice): Promise<SignedIn> {
    const user = await this.#users.byId(this.db, userId);
    if (user?.status !== 'active') return refuse(m.accountDisabled, {}, 'account');
    return this.signInAs(user, remember, undefined, device);
  }

  /** Signs in again from a "stay signed in" cookie, handing out a new cookie value. */
  async refresh(refreshToken: string, device?: SignInDevice): Promise<SignedIn> {
    const redeemed = await this.refreshTokens.redeem(refreshToken);
    const user = redeemed ? await this.#users.byId(this.db, redeemed.userId) : undefined;
    if (!redeemed || user?.status !== 'active') refuse(m.refreshInvalid);
    return this.signInAs(user, true, redeemed.family, device);
  }

  async logout(session: MemberSession): Promise<void> {
    await this.sessions.revoke(session.tokenHash);
    await this.refreshTokens.revokeForAccessToken(session.tokenHash);
  }

  /** A new password from a `resetpwd` code; every token and "stay signed in" of the member stops working. */
  async resetPassword({ type, mobile, email, code, newpassword }: ResetpwdBody): Promise<null> {
    const target = type === 'mobile' ? this.#target(mobile, undefined, 'mobile') : this.#target(undefined, email, 'email');
    if (isCommonPassword(newpassword)) refuse(m.commonPassword, {}, 'newpassword');
    const codeId = await this.codes.check([target.value], 'resetpwd', code);
    const user = await this.#users.byAccount(this.db, target);
    // Only a decoy code exists for an unknown target, and a decoy never checks out; this is a race with a deletion.
    if (!user) return refuse(m.codeMissing, {}, 'code');
    const passwordHash = await hashPassword(newpassword);
    await this.db.transaction().execute(async (trx) => {
      await this.codes.consume(codeId, trx);
      await this.#users.setPassword(trx, user.id, passwordHash, this.#now());
      await this.sessions.revokeAll(user.id, trx);
      await this.refreshTokens.revokeAll(user.id, trx);
      await startSecurityHold(trx, user.id, this.#now());
    });
    await this.sessions.ended(user.id);
    return null;
  }

  /** A pay password set (or replaced) with a `paypwd` code sent to the member's own mobile or email. */
  async setPayPassword(userId: bigint, { paypwd, code }: SetPayPwdBody): Promise<null> {
    await this.codes.checkOwn(userId, 'paypwd', code);
    // Replacing a pay password holds withdrawals; setting the first one does not.
    if ((await this.#users.byId(this.db, userId))?.pay_password_hash) await startSecurityHold(this.db, userId, this.#now());
    await this.payPasswords.set(userId, paypwd);
    return null;
  }

  /** Whether a `paypwd` code is right before the member types the new pay password twice (the code stays usable). */
  async checkPayPasswordCode(userId: bigint, { code }: { code: string }): Promise<null> {
    await this.codes.peekOwn(userId, 'paypwd', code);
    return null;
  }

  /**
   * A new mobile or email for the signed-in member, proven by a code sent to it and the member's
   * login password. Wrong passwords count toward the same lockout as logins (per member and IP, and
   * per IP), so this is no way around it for guessing. Sessions stay: the member proved both. The
   * old mobile or email is told which one replaced it (masked), in case it was not the member.
   */
  async changeContact(
    session: MemberSession,
    token: string,
    ip: string,
    body: ChangeMobileBody | ChangeEmailBody,
    language: Language,
  ): Promise<{ userinfo: Userinfo }> {
    const kind = 'mobile' in body ? 'mobile' : 'email';
    const value = 'mobile' in body ? body.mobile : normalizeEmail(body.email);
    const me = await this.#users.byId(this.db, session.userId);
    if (!me) return refuse(m.refreshInvalid);
    const old = me[kind];
    if (old === value) refuse(m.sameAsCurrent, {}, kind);
    const right = await this.guard.attempt(loginSubject(me.id, ''), ip, () => verifyPassword(body.password, me.password_hash));
    if (!right) refuse(m.wrongLoginPassword, {}, 'password');
    const codeId = await this.codes.check([value], kind === 'mobile' ? 'changemobile' : 'changeemail', body.code);
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.codes.consume(codeId, trx);
        // A nickname still the default drawn from the old contact follows the new one, so the old
        // number does not stay on show to the member's team.
        const nickname = old && me.nickname === defaultNickname({ [kind]: old }) ? defaultNickname({ [kind]: value }) : undefined;
        await this.#users.setContact(trx, session.userId, kind, value, this.#now(), nickname);
        await startSecurityHold(trx, session.userId, this.#now());
      });
    } catch (error) {
      // Another member took it between the code and now.
      if (uniqueViolationColumn(error) === kind) refuse(m.targetTaken, {}, kind);
      throw error;
    }
    if (old) await this.codes.noticeContactChanged(session.userId, kind === 'mobile' ? 'sms' : 'email', old, value, language);
    return { userinfo: await this.userinfoOf(session, token) };
  }

  async updateProfile(session: MemberSession, token: string, values: ProfileBody): Promise<{ userinfo: Userinfo }> {
    if (values.avatar !== undefined && values.avatar !== '' && !(await this.uploads.isOwnedBy(session.userId, values.avatar))) {
      refuse(m.avatarNotOwned, {}, 'avatar');
    }
    const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await this.#users.setProfile(this.db, session.userId, changes, this.#now());
    return { userinfo: await this.userinfoOf(session, token) };
  }

  #target(mobile: string | undefined, email: string | undefined, field: string): AccountKey & { kind: 'mobile' | 'email' } {
    if (mobile && !email) return { kind: 'mobile', value: mobile };
    if (email && !mobile) return { kind: 'email', value: normalizeEmail(email) };
    return refuse(m.mobileOrEmail, {}, field);
  }

  async #freeUid(): Promise<string> {
    for (;;) {
      const uid = newUid();
      if (!(await this.#users.byAccount(this.db, { kind: 'uid', value: uid }))) return uid;
    }
  }

  async #freeInviteCode(): Promise<string> {
    for (;;) {
      const code = newInviteCode();
      if (!(await this.#users.byInviteCode(this.db, code))) return code;
    }
  }

  async #burnPasswordCheck(password: string): Promise<false> {
    this.#dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await this.#dummyHash);
    return false;
  }
}
