import {
  changeEmailBody,
  changeMobileBody,
  loginBody,
  nullResponse,
  profileBody,
  registerBody,
  resetpwdBody,
  setPayPwdBody,
  userinfoResponse,
} from '@mcc/contract/account';
import { type MemberFigures, userIndexWithFiguresResponse } from '@mcc/contract/pledge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { memberScope } from '../../platform/http/member-auth';
import type { AccountService, SignedIn } from './account-service';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, REFRESH_LIFE_MS } from './refresh-tokens';

export interface AccountRoutesOptions {
  accounts: AccountService;
  memberSessions: MemberSessions;
  clock: Clock;
  /** What staking, team, tips and notices add to `GET /api/user/index` (modules/pledge/member-figures.ts). */
  figures: (userId: bigint) => Promise<MemberFigures>;
}

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

function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return typeof header === 'string' ? header : '';
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { accounts, memberSessions, figures }) => {
  app.post(
    '/api/user/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Register with a mobile or email, its register code, a password and an optional invite code',
        body: registerBody,
        response: { 200: userinfoResponse },
      },
    },
    async (request, reply) => {
      const { mobile, email, code, password, invite_code } = request.body;
      const signedIn = await accounts.register({ mobile, email, code, password, inviteCode: invite_code || undefined });
      return sendSignedIn(request, reply, signedIn);
    },
  );

  app.post(
    '/api/user/login',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with mobile, email or UID; remember=true also sets the HttpOnly cookie mcc_refresh',
        body: loginBody,
        response: { 200: userinfoResponse },
      },
    },
    async (request, reply) => {
      const { account, password, remember } = request.body;
      return sendSignedIn(request, reply, await accounts.login(account, password, request.ip, remember === true));
    },
  );

  app.post(
    '/api/user/refresh',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in again from the mcc_refresh cookie (no body); rotates the cookie',
        response: { 200: userinfoResponse },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[REFRESH_COOKIE] ?? '';
      try {
        return sendSignedIn(request, reply, await accounts.refresh(cookie));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
        throw error;
      }
    },
  );

  app.post(
    '/api/user/resetpwd',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a resetpwd code; every token of the member stops working',
        body: resetpwdBody,
        response: { 200: nullResponse },
      },
    },
    async (request, reply) => {
      const { type, mobile, email, code, newpassword } = request.body;
      await accounts.resetPassword(type, mobile, email, code, newpassword);
      return reply.ok(null);
    },
  );

  await app.register(async (scope) => {
    memberScope(scope, memberSessions);
    const member = scope.withTypeProvider<ZodTypeProvider>();

    member.get(
      '/api/user/logout',
      {
        schema: {
          tags: ['account'],
          summary: 'Log out: the token and its "stay signed in" cookie stop working',
          querystring: z.strictObject({}),
          security: [{ token: [] }],
          response: { 200: nullResponse },
        },
      },
      async (request, reply) => {
        await accounts.logout(request.member);
        reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
        return reply.ok(null);
      },
    );

    member.get(
      '/api/user/index',
      {
        schema: {
          tags: ['account'],
          summary: 'The signed-in member, with staking, team, unread tips and notices figures',
          querystring: z.strictObject({}),
          security: [{ token: [] }],
          response: { 200: userIndexWithFiguresResponse },
        },
      },
      async (request, reply) =>
        reply.ok({ userinfo: await accounts.userinfoOf(request.member, tokenOf(request)), ...(await figures(request.member.userId)) }),
    );

    member.post(
      '/api/user/profile',
      {
        schema: {
          tags: ['account'],
          summary: 'Change nickname, avatar (an uploaded image URL) or bio',
          body: profileBody,
          security: [{ token: [] }],
          response: { 200: userinfoResponse },
        },
      },
      async (request, reply) => reply.ok({ userinfo: await accounts.updateProfile(request.member, tokenOf(request), request.body) }),
    );

    member.post(
      '/api/user/changemobile',
      {
        schema: {
          tags: ['account'],
          summary: 'Change or add the mobile number: a changemobile code sent to the new number, and the login password',
          body: changeMobileBody,
          security: [{ token: [] }],
          response: { 200: userinfoResponse },
        },
      },
      async (request, reply) => {
        const { mobile, code, password } = request.body;
        const change = { kind: 'mobile', value: mobile, code, password } as const;
        return reply.ok({ userinfo: await accounts.changeContact(request.member, tokenOf(request), request.ip, change, request.language) });
      },
    );

    member.post(
      '/api/user/changeemail',
      {
        schema: {
          tags: ['account'],
          summary: 'Change or add the email address: a changeemail code sent to the new address, and the login password',
          body: changeEmailBody,
          security: [{ token: [] }],
          response: { 200: userinfoResponse },
        },
      },
      async (request, reply) => {
        const { email, code, password } = request.body;
        const change = { kind: 'email', value: email, code, password } as const;
        return reply.ok({ userinfo: await accounts.changeContact(request.member, tokenOf(request), request.ip, change, request.language) });
      },
    );

    member.post(
      '/api/user/setPayPwd',
      {
        schema: {
          tags: ['account'],
          summary: 'Set the 6-digit pay password with a paypwd code sent to your own mobile or email',
          body: setPayPwdBody,
          security: [{ token: [] }],
          response: { 200: nullResponse },
        },
      },
      async (request, reply) => {
        await accounts.setPayPassword(request.member.userId, request.body.paypwd, request.body.code);
        return reply.ok(null);
      },
    );
  });
};
