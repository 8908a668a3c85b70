import { createHash } from 'node:crypto';
import { getAddress, isAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

export const SIWE_NONCE_LIFE_MS = 10 * 60 * 1000;
export const WALLET_TICKET_LIFE_MS = 15 * 60 * 1000;
export const SIWE_STATEMENT = 'Sign in to MCC with this wallet.';

export interface SignInRequest {
  domain: string;
  uri: string;
  address: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
}

/** The EIP-4361 text a wallet is asked to sign. */
export function buildSignInMessage(request: SignInRequest): string {
  return createSiweMessage({
    domain: request.domain,
    uri: request.uri,
    address: getAddress(request.address),
    chainId: request.chainId,
    nonce: request.nonce,
    issuedAt: request.issuedAt,
    expirationTime: new Date(request.issuedAt.getTime() + SIWE_NONCE_LIFE_MS),
    statement: SIWE_STATEMENT,
    version: '1',
  });
}

export function messageHash(message: string): string {
  return createHash('sha256').update(message).digest('hex');
}

export interface ParsedSignIn {
  address: `0x${string}`;
  domain: string;
  chainId: number;
  nonce: string;
  expirationTime?: Date;
  notBefore?: Date;
}

export type SignInProblem = 'malformed' | 'wrong-domain' | 'wrong-chain' | 'expired';

/**
 * Reads a signed EIP-4361 message and checks what can be checked without the database or the
 * signature: well formed, for this domain and chain, inside its validity window.
 */
export function readSignInMessage(
  message: string,
  expected: { domain: string; chainId: number; now: Date },
): { ok: true; parsed: ParsedSignIn } | { ok: false; problem: SignInProblem } {
  let fields: ReturnType<typeof parseSiweMessage>;
  try {
    fields = parseSiweMessage(message);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const { address, domain, chainId, nonce, version, uri } = fields;
  if (!address || !isAddress(address) || !domain || !chainId || !nonce || version !== '1' || !uri)
    return { ok: false, problem: 'malformed' };
  if (domain !== expected.domain) return { ok: false, problem: 'wrong-domain' };
  if (chainId !== expected.chainId) return { ok: false, problem: 'wrong-chain' };
  const now = expected.now.getTime();
  if (fields.expirationTime && fields.expirationTime.getTime() <= now) return { ok: false, problem: 'expired' };
  if (fields.notBefore && fields.notBefore.getTime() > now) return { ok: false, problem: 'expired' };
  return {
    ok: true,
    parsed: {
      address: getAddress(address),
      domain,
      chainId,
      nonce,
      expirationTime: fields.expirationTime,
      notBefore: fields.notBefore,
    },
  };
}
