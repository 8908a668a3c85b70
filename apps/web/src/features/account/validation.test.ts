import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkBio,
  checkCode,
  checkEmail,
  checkMobile,
  checkNickname,
  checkPassword,
  checkPasswordRepeat,
  checkPayPassword,
  maskEmail,
  maskMobile,
  safeRedirect,
  shortAddress,
} from './validation';

describe('account field rules', () => {
  it('checks mainland mobiles', () => {
    expect(checkMobile('')).toBe('mobileRequired');
    expect(checkMobile('13800000001')).toBeNull();
    expect(checkMobile('12800000001')).toBe('mobileInvalid');
    expect(checkMobile('1380000000')).toBe('mobileInvalid');
  });

  it('checks emails', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('alice@demo.mcc')).toBeNull();
    expect(checkEmail('alice@demo')).toBe('emailInvalid');
  });

  it('checks passwords of 8 to 64 characters and their repeat', () => {
    expect(checkPassword('')).toBe('passwordRequired');
    expect(checkPassword('1234567')).toBe('passwordLength');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(65))).toBe('passwordLength');
    expect(checkPasswordRepeat('Demo@2026', 'Demo@2027')).toBe('passwordMismatch');
    expect(checkPasswordRepeat('Demo@2026', 'Demo@2026')).toBeNull();
  });

  it('checks 6-digit codes and pay passwords', () => {
    expect(checkCode('12345')).toBe('codeInvalid');
    expect(checkCode('123456')).toBeNull();
    expect(checkCode('12345a')).toBe('codeInvalid');
    expect(checkPayPassword('000000')).toBeNull();
    expect(checkPayPassword('0000000')).toBe('payPasswordInvalid');
  });

  it('checks account, nickname and bio', () => {
    expect(checkAccount('  ')).toBe('accountRequired');
    expect(checkNickname(' ')).toBe('nicknameRequired');
    expect(checkNickname('x'.repeat(31))).toBe('nicknameLength');
    expect(checkBio('x'.repeat(201))).toBe('bioLength');
    expect(checkBio('')).toBeNull();
  });

  it('masks contacts and shortens addresses', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskEmail('alice@demo.mcc')).toBe('al***@demo.mcc');
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678');
  });

  it('only redirects inside the app', () => {
    expect(safeRedirect('/pages/wallet/wallet?x=1')).toBe('/pages/wallet/wallet?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/pages/login/login?redirect=/')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
