import { accountApi } from '@mcc/contract/account';
import { antiPhishingApi } from '@mcc/contract/anti-phishing';
import type { MemberFigures } from '@mcc/contract/pledge';
import { securityApi } from '@mcc/contract/security';
import { totpApi } from '@mcc/contract/totp';
import { userIndexApi } from '@mcc/contract/user-index';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInDevice } from '../../platform/auth/member-sessions';
import { route } from '../../platform/http/routes';
import type { AccountSecurity } from './account-security';
import type { AccountService, SignedIn } from './account-service';
import type { AntiPhishingService } from './anti-phishing-service';
import type { NewDeviceNotice } from './new-device-notice';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_LIFE_MS } from './refresh-tokens';
import type { TotpService } from './totp-service';

// Both plugins need @fastify/cookie in their scope (app.ts registers it there): signing in sets the
// "stay signed in" cookie, refreshing reads it and logging out clears it.

function cookieOptions(request: FastifyRequest) {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' };
}

/** The answer `{ userinfo }`, with the "stay signed in" cookie set or rotated on the reply when there is one. */
export function signedInAnswer(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  if (signedIn.refreshToken) {
    reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, { ...cookieOptions(request), maxAge: REFRESH_LIFE_MS / 1000 });
  }
  return { userinfo: signedIn.userinfo };
}

/** The member token the request came with, echoed in the userinfo. */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return typeof header === 'string' ? header : '';
}

/** Where a sign-in comes from, kept with its session for the member's list of sessions. */
export function deviceOf(request: FastifyRequest): SignInDevice {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}

/** Register, log in (with the code step when the second factor is on), refresh and reset the password (public). */
export const signInRoutes: FastifyPluginAsync<{ accounts: AccountService; totp: TotpService; newDevices?: NewDeviceNotice }> = async (
  app,
  { accounts, totp, newDevices },
) => {
  /** The member is in: a notice when the browser is new to them, then the answer with its cookie. */
  const signedInFrom = async (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => {
    await newDevices?.signedIn(BigInt(signedIn.userinfo.id), deviceOf(request), request.language);
    return signedInAnswer(request, reply, signedIn);
  };
  route(app, accountApi.register, async (body, request, reply) =>
    signedInFrom(request, reply, await accounts.register(body, undefined, deviceOf(request))),
  );
  // With the second factor on, the password step answers a ticket for the code step instead of a token.
  route(app, accountApi.login, async (body, request, reply) => {
    const user = await accounts.checkLogin(body, request.ip);
    const remember = body.remember === true;
    const ticket = await totp.ticketFor(user.id, remember);
    if (ticket) return ticket;
    return signedInFrom(request, reply, await accounts.signInAs(user, remember, undefined, deviceOf(request)));
  });
  route(app, totpApi.login, async (body, request, reply) => {
    const { userId, remember } = await totp.completeSignIn(body, request.ip);
    return signedInFrom(request, reply, await accounts.signInById(userId, remember, deviceOf(request)));
  });
  route(app, accountApi.refresh, async (_, request, reply) => {
    try {
      return signedInAnswer(request, reply, await accounts.refresh(request.cookies[REFRESH_COOKIE] ?? '', deviceOf(request)));
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
      throw error;
    }
  });
  route(app, accountApi.resetpwd, async (body) => accounts.resetPassword(body));
};

export interface AccountRoutesOptions {
  accounts: AccountService;
  totp: TotpService;
  /** What staking, team, tips and notices add to `GET /api/user/index` (modules/pledge/member-figures.ts). */
  figures: (userId: bigint) => Promise<MemberFigures>;
  security: AccountSecurity;
  antiPhishing: AntiPhishingService;
}

/** The signed-in member's own account (registered in the members' scope). */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { accounts, totp, figures, security, antiPhishing }) => {
  route(app, accountApi.logout, async (_, request, reply) => {
    await accounts.logout(request.member);
    reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
    return null;
  });
  route(app, userIndexApi.index, async (_, request) => ({
    userinfo: await accounts.userinfoOf(request.member, tokenOf(request)),
    ...(await figures(request.member.userId)),
    totp_enabled: await totp.isEnabled(request.member.userId),
    withdraw_hold_until: await security.holdUntil(request.member.userId),
    anti_phishing: await antiPhishing.masked(request.member.userId),
  }));
  route(app, antiPhishingApi.set, async (body, request) => antiPhishing.set(request.member.userId, request.ip, body, request.language));
  route(app, securityApi.changePassword, async (body, request) => security.changePassword(request.member, request.ip, body));
  route(app, securityApi.sessions, async (_, request) => security.list(request.member));
  route(app, securityApi.endSessions, async (body, request) => security.end(request.member, body));
  route(app, accountApi.profile, async (body, request) => accounts.updateProfile(request.member, tokenOf(request), body));
  for (const endpoint of [accountApi.changeMobile, accountApi.changeEmail]) {
    route(app, endpoint, async (body, request) =>
      accounts.changeContact(request.member, tokenOf(request), request.ip, body, request.language),
    );
  }
  route(app, accountApi.setPayPwd, async (body, request) => accounts.setPayPassword(request.member.userId, body));
  route(app, accountApi.checkPayPwdCode, async (body, request) => accounts.checkPayPasswordCode(request.member.userId, body));
};
