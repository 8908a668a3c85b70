import { describe, expect, it } from 'vitest';
import { defaultNickname, newInviteCode, newUid, normalizeEmail, normalizeInviteCode, parseAccount } from './identifiers';

describe('parseAccount', () => {
  it('reads mobile, email and UID', () => {
    expect(parseAccount(' 13800000001 ')).toEqual({ kind: 'mobile', value: '13800000001' });
    expect(parseAccount('Alice@Demo.MCC')).toEqual({ kind: 'email', value: 'alice@demo.mcc' });
    expect(parseAccount('100001')).toEqual({ kind: 'uid', value: '100001' });
    expect(parseAccount('12345678')).toEqual({ kind: 'uid', value: '12345678' });
  });
  it('names nothing for other strings', () => {
    for (const value of ['', '12345', '123456789', '12800000001', 'alice', '1380000000a']) expect(parseAccount(value)).toBeNull();
  });
});

describe('new identifiers', () => {
  it('makes 7–8 digit UIDs and 6-character invite codes without look-alike characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(newUid()).toMatch(/^[1-9]\d{6,7}$/);
      expect(newInviteCode()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    }
  });
  it('normalises what members type', () => {
    expect(normalizeEmail('  A@B.Co ')).toBe('a@b.co');
    expect(normalizeInviteCode(' alice1 ')).toBe('ALICE1');
  });
  it('starts nicknames without the whole mobile or email', () => {
    expect(defaultNickname({ mobile: '13912345678' })).toBe('139****5678');
    expect(defaultNickname({ email: 'someone@example.com' })).toBe('som***');
  });
});
