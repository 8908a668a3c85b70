import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('are made with scrypt at the full cost (N=2^15, r=8, p=1) and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('Secret#2026'), hashPassword('Secret#2026')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
  });

  it('check against the cost a hash names, and refuse a wrong secret or a malformed hash', async () => {
    const cheap = await hashPassword('246810', 1024);
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('246810', cheap)).toBe(true);
    expect(await verifyPassword('246811', cheap)).toBe(false);
    expect(await verifyPassword('246810', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('246810', '')).toBe(false);
  });
});
