import { describe, expect, it } from 'vitest';
import { base32Decode, rfc6238 } from '../../../test/totp';
import {
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  openSecret,
  sealSecret,
  totpCodeAt,
  totpKey,
} from './totp-secrets';

// RFC 6238 appendix B, SHA-1 rows: the seed is the ASCII of "12345678901234567890".
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('V6.3.2 the test’s own RFC 6238 gives the RFC’s SHA-1 vectors', () => {
    for (const [t, code] of RFC_VECTORS) expect(rfc6238(RFC_SEED, t, 8)).toBe(code);
  });

  it('V6.3.2 gives the RFC’s SHA-1 vectors in 6 digits and accepts each at its step', () => {
    for (const [t, code] of RFC_VECTORS) {
      const six = code.slice(-6);
      expect(totpCodeAt(RFC_SEED_BASE32, t * 1000)).toBe(six);
      expect(matchTotp(RFC_SEED_BASE32, six, t * 1000)).toBe(Math.floor(t / 30));
    }
  });

  it('accepts one step either side of now and no further', () => {
    const { secret } = newTotpSecret('300001');
    const key = base32Decode(secret);
    const now = 1_800_000_015_000;
    const at = (offsetSteps: number) => rfc6238(key, now / 1000 + offsetSteps * 30, 6);
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, at(0), now)).toBe(step);
    expect(matchTotp(secret, at(-1), now)).toBe(step - 1);
    expect(matchTotp(secret, at(1), now)).toBe(step + 1);
    const accepted = [at(-1), at(0), at(1)];
    for (const far of [at(-3), at(-2), at(2), at(3)]) if (!accepted.includes(far)) expect(matchTotp(secret, far, now)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', now)).toBeUndefined();
    expect(matchTotp(secret, '1234567', now)).toBeUndefined();
  });

  it('makes an otpauth URL with SHA-1, 6 digits and 30 s', () => {
    const { secret, url } = newTotpSecret('300001');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(url);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(parsed.searchParams.get('issuer')).toBe('MCC');
  });
});

describe('the secret at rest', () => {
  it('opens only with the same SECRET and for the same member', () => {
    const key = totpKey('a server secret of enough length');
    const sealed = sealSecret(key, 7n, 'GEZDGNBVGY3TQOJQ');
    expect(sealed).not.toContain('GEZDGNBVGY3TQOJQ');
    expect(openSecret(key, 7n, sealed)).toBe('GEZDGNBVGY3TQOJQ');
    expect(() => openSecret(key, 8n, sealed)).toThrow();
    expect(() => openSecret(totpKey('another server secret entirely'), 7n, sealed)).toThrow();
  });
});

describe('recovery codes', () => {
  it('are ten characters in two groups, read back whatever the case, spaces or dashes', () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', ' - ')} `)).toBe(code.replace('-', ''));
    expect(normalizeRecoveryCode('123456')).toBeUndefined();
  });
});
