import { accountApi } from '@mcc/contract/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../platform/http/routes';
import { sendSignedIn } from './account-routes';
import type { Origin, WalletSignIn } from './wallet-sign-in';

export interface WalletRoutesOptions {
  wallet: WalletSignIn;
  /** PUBLIC_URL: when set, the only domain sign-in messages may name; otherwise the request's host. */
  publicUrl?: string;
}

/** Wallet sign-in, EIP-4361 (public). */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { wallet, publicUrl }) => {
  const fixed = publicUrl ? new URL(publicUrl) : undefined;
  const originOf = (request: FastifyRequest): Origin =>
    fixed ? { domain: fixed.host, uri: fixed.origin } : { domain: request.host, uri: `${request.protocol}://${request.host}` };

  route(app, accountApi.tpNonce, async (body, request) => wallet.nonce(body.address, body.chain_id, originOf(request)));
  route(app, accountApi.tpLogin, async (body, request, reply) => {
    const result = await wallet.login(body.message, body.signature as `0x${string}`, originOf(request));
    if (result.kind === 'signed-in') return sendSignedIn(request, reply, result.signedIn);
    return { userinfo: null, ticket: result.ticket, address: result.address };
  });
  route(app, accountApi.tpRegister, async (body, request, reply) => sendSignedIn(request, reply, await wallet.register(body)));
};
