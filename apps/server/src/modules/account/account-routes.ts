import { accountApi } from '@mcc/contract/account';
import type { MemberFigures } from '@mcc/contract/pledge';
import { userIndexApi } from '@mcc/contract/user-index';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/routes';
import type { AccountService, SignedIn } from './account-service';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_LIFE_MS } from './refresh-tokens';

// Both plugins need @fastify/cookie in their scope (app.ts registers it there): signing in sets the
// "stay signed in" cookie, refreshing reads it and logging out clears it.

function cookieOptions(request: FastifyRequest) {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' };
}

/** Sends `{ userinfo }`, setting or rotating the "stay signed in" cookie when there is one. */
export function sendSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  if (signedIn.refreshToken) {
    reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, { ...cookieOptions(request), maxAge: REFRESH_LIFE_MS / 1000 });
  }
  return reply.ok({ userinfo: signedIn.userinfo });
}

/** The member token the request came with, echoed in the userinfo. */
function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return typeof header === 'string' ? header : '';
}

/** Register, log in, refresh and reset the password (public). */
export const signInRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (app, { accounts }) => {
  route(app, accountApi.register, async (body, request, reply) => sendSignedIn(request, reply, await accounts.register(body)));
  route(app, accountApi.login, async (body, request, reply) => sendSignedIn(request, reply, await accounts.login(body, request.ip)));
  route(app, accountApi.refresh, async (_, request, reply) => {
    try {
      return sendSignedIn(request, reply, await accounts.refresh(request.cookies[REFRESH_COOKIE] ?? ''));
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
      throw error;
    }
  });
  route(app, accountApi.resetpwd, async (body) => accounts.resetPassword(body));
};

export interface AccountRoutesOptions {
  accounts: AccountService;
  /** What staking, team, tips and notices add to `GET /api/user/index` (modules/pledge/member-figures.ts). */
  figures: (userId: bigint) => Promise<MemberFigures>;
}

/** The signed-in member's own account (registered in the members' scope). */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { accounts, figures }) => {
  route(app, accountApi.logout, async (_, request, reply) => {
    await accounts.logout(request.member);
    reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
    return null;
  });
  route(app, userIndexApi.index, async (_, request) => ({
    userinfo: await accounts.userinfoOf(request.member, tokenOf(request)),
    ...(await figures(request.member.userId)),
  }));
  route(app, accountApi.profile, async (body, request) => accounts.updateProfile(request.member, tokenOf(request), body));
  for (const endpoint of [accountApi.changeMobile, accountApi.changeEmail]) {
    route(app, endpoint, async (body, request) =>
      accounts.changeContact(request.member, tokenOf(request), request.ip, body, request.language),
    );
  }
  route(app, accountApi.setPayPwd, async (body, request) => accounts.setPayPassword(request.member.userId, body));
  route(app, accountApi.checkPayPwdCode, async (body, request) => accounts.checkPayPasswordCode(request.member.userId, body));
};
