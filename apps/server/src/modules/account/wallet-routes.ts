import { tpLoginBody, tpLoginResponse, tpNonceBody, tpNonceResponse, tpRegisterBody, userinfoResponse } from '@mcc/contract/account';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSignedIn } from './account-routes';
import type { Origin, WalletSignIn } from './wallet-sign-in';

export interface WalletRoutesOptions {
  wallet: WalletSignIn;
  /** PUBLIC_URL: when set, the only domain sign-in messages may name; otherwise the request's host. */
  publicUrl?: string;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { wallet, publicUrl }) => {
  const fixed = publicUrl ? new URL(publicUrl) : undefined;
  const originOf = (request: FastifyRequest): Origin =>
    fixed ? { domain: fixed.host, uri: fixed.origin } : { domain: request.host, uri: `${request.protocol}://${request.host}` };

  app.post(
    '/api/user/tpNonce',
    {
      schema: {
        tags: ['account'],
        summary: 'The EIP-4361 message for a wallet to sign (single-use nonce, 10 minutes)',
        body: tpNonceBody,
        response: { 200: tpNonceResponse },
      },
    },
    async (request, reply) => reply.ok({ message: await wallet.nonce(request.body.address, request.body.chain_id, originOf(request)) }),
  );

  app.post(
    '/api/user/tpLogin',
    {
      schema: {
        tags: ['account'],
        summary: 'Wallet sign-in with the signed message: userinfo when linked, else a 15-minute ticket for tpRegister',
        body: tpLoginBody,
        response: { 200: tpLoginResponse },
      },
    },
    async (request, reply) => {
      const result = await wallet.login(request.body.message, request.body.signature as `0x${string}`, originOf(request));
      if (result.kind === 'signed-in') return sendSignedIn(request, reply, result.signedIn);
      return reply.ok({ userinfo: null, ticket: result.ticket, address: result.address });
    },
  );

  app.post(
    '/api/user/tpRegister',
    {
      schema: {
        tags: ['account'],
        summary: 'Register a member with the wallet of a tpLogin ticket linked',
        body: tpRegisterBody,
        response: { 200: userinfoResponse },
      },
    },
    async (request, reply) => {
      const { ticket, mobile, email, code, password, invite_code } = request.body;
      const signedIn = await wallet.register(ticket, { mobile, email, code, password, inviteCode: invite_code || undefined });
      return sendSignedIn(request, reply, signedIn);
    },
  );
};
