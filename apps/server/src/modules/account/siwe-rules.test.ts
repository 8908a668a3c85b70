import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { buildSignInMessage, readSignInMessage, SIWE_NONCE_LIFE_MS } from './siwe-rules';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const issuedAt = new Date('2026-11-01T04:00:00Z');
const message = buildSignInMessage({
  domain: 'app.mcc.test',
  uri: 'https://app.mcc.test',
  address: account.address.toLowerCase(),
  chainId: 1,
  nonce: 'abcdef0123456789abcdef0123456789',
  issuedAt,
});

describe('sign-in messages', () => {
  it('are EIP-4361 text naming domain, checksummed address, chain, nonce and expiry', () => {
    expect(message.split('\n')[0]).toBe('app.mcc.test wants you to sign in with your Ethereum account:');
    expect(message.split('\n')[1]).toBe(account.address);
    expect(message).toContain('Chain ID: 1');
    expect(message).toContain('Nonce: abcdef0123456789abcdef0123456789');
    expect(message).toContain(`Expiration Time: ${new Date(issuedAt.getTime() + SIWE_NONCE_LIFE_MS).toISOString()}`);
  });

  it('read back when domain, chain and time fit', () => {
    const read = readSignInMessage(message, { domain: 'app.mcc.test', chainId: 1, now: issuedAt });
    expect(read).toMatchObject({ ok: true, parsed: { address: account.address, domain: 'app.mcc.test', chainId: 1 } });
  });

  it('name what does not fit', () => {
    expect(readSignInMessage(message, { domain: 'evil.example', chainId: 1, now: issuedAt })).toEqual({
      ok: false,
      problem: 'wrong-domain',
    });
    expect(readSignInMessage(message, { domain: 'app.mcc.test', chainId: 56, now: issuedAt })).toEqual({
      ok: false,
      problem: 'wrong-chain',
    });
    const later = new Date(issuedAt.getTime() + SIWE_NONCE_LIFE_MS);
    expect(readSignInMessage(message, { domain: 'app.mcc.test', chainId: 1, now: later })).toEqual({ ok: false, problem: 'expired' });
    for (const garbage of ['', 'hello', message.replace(/Nonce: .*/, '')]) {
      expect(readSignInMessage(garbage, { domain: 'app.mcc.test', chainId: 1, now: issuedAt })).toEqual({
        ok: false,
        problem: 'malformed',
      });
    }
  });
});
