import { describe, expect, it } from 'vitest';
import { CODE_MAX_TRIES, hashCode, judgeCode, newCode, type StoredCode } from './code-rules';

const secret = 'test-secret-of-some-length';

describe('newCode', () => {
  it('V6.5.3 V6.5.4 is six digits with leading zeros kept, and varies', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });
});

describe('hashCode', () => {
  it('binds the code to its target and event', () => {
    const base = hashCode(secret, '13900000001', 'register', '123456');
    expect(hashCode(secret, '13900000001', 'register', '123456')).toBe(base);
    expect(hashCode(secret, '13900000002', 'register', '123456')).not.toBe(base);
    expect(hashCode(secret, '13900000001', 'resetpwd', '123456')).not.toBe(base);
    expect(hashCode('another-secret-entirely', '13900000001', 'register', '123456')).not.toBe(base);
    expect(base).not.toContain('123456');
  });
});

describe('judgeCode', () => {
  const hash = hashCode(secret, 't', 'register', '111111');
  const stored = (over: Partial<StoredCode> = {}): StoredCode => ({
    codeHash: hash,
    decoy: false,
    attempts: 0,
    expiresAt: 1000n,
    usedAt: null,
    ...over,
  });

  it('is right for the code before it expires', () => {
    expect(judgeCode(stored(), hash, 999n)).toBe('right');
  });
  it('tells missing, used, expired, void and wrong apart, in that order', () => {
    expect(judgeCode(undefined, hash, 0n)).toBe('missing');
    expect(judgeCode(stored({ usedAt: 5n, expiresAt: 0n }), hash, 1n)).toBe('used');
    expect(judgeCode(stored(), hash, 1000n)).toBe('expired');
    expect(judgeCode(stored({ attempts: CODE_MAX_TRIES }), hash, 0n)).toBe('void');
    expect(judgeCode(stored({ attempts: CODE_MAX_TRIES - 1 }), hash, 0n)).toBe('right');
    expect(judgeCode(stored(), hashCode(secret, 't', 'register', '222222'), 0n)).toBe('wrong');
  });
  it('V6.5.2 never accepts a decoy, even with its own hash', () => {
    expect(judgeCode(stored({ decoy: true }), hash, 0n)).toBe('wrong');
  });
});
