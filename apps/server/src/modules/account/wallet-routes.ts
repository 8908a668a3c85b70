import { accountApi } from '@mcc/contract/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { refuse } from '../../platform/http/refusal';
import { route } from '../../platform/http/routes';
import { accountMessages as m } from './account-messages';
import { deviceOf, signedInAnswer } from './account-routes';
import type { Origin, WalletSignIn } from './wallet-sign-in';

export interface WalletRoutesOptions {
  wallet: WalletSignIn;
  /** PUBLIC_URL: when set, the only domain sign-in messages may name (production always sets it). */
  publicUrl?: string;
  /** Without PUBLIC_URL (demo): the hosts besides loopback a request may name as the sign-in domain. */
  hosts?: string[];
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The site a sign-in message names: PUBLIC_URL when set, never the Host header (a phishing site could
 * otherwise ask for a message naming itself). A demo without it serves loopback and the listed hosts only.
 */
export function signInOrigin(publicUrl: string | undefined, hosts: string[]): (request: FastifyRequest) => Origin {
  if (publicUrl) {
    const fixed = new URL(publicUrl);
    return () => ({ domain: fixed.host, uri: fixed.origin });
  }
  const allowed = new Set(hosts);
  return (request) => {
    const host = request.host.toLowerCase();
    if (!LOOPBACK.has(request.hostname.toLowerCase()) && !allowed.has(host) && !allowed.has(request.hostname.toLowerCase()))
      refuse(m.wrongDomain);
    return { domain: host, uri: `${request.protocol}://${host}` };
  };
}

/** Wallet sign-in, EIP-4361 (public). */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, { wallet, publicUrl, hosts = [] }) => {
  const originOf = signInOrigin(publicUrl, hosts);

  route(app, accountApi.tpNonce, async (body, request) => wallet.nonce(body.address, body.chain_id, originOf(request)));
  route(app, accountApi.tpLogin, async (body, request, reply) => {
    const result = await wallet.login(body.message, body.signature as `0x${string}`, originOf(request), deviceOf(request));
    if (result.kind === 'signed-in') return signedInAnswer(request, reply, result.signedIn);
    return { userinfo: null, ticket: result.ticket, address: result.address };
  });
  route(app, accountApi.tpRegister, async (body, request, reply) => signedInAnswer(request, reply, await wallet.register(body)));
};
