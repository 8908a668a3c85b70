import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkBio,
  checkCode,
  checkContactCode,
  checkEmail,
  checkMobile,
  checkNewPassword,
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

  it('checks a new password, and its repeat only once the password is fine', () => {
    expect(checkNewPassword('123', '456')).toEqual({ password: 'passwordLength', repeat: null });
    expect(checkNewPassword('Demo@2026', 'Demo@2027')).toEqual({ password: null, repeat: 'passwordMismatch' });
    expect(checkNewPassword('Demo@2026', 'Demo@2026')).toEqual({ password: null, repeat: null });
  });

  it('checks the contact of its kind and the code', () => {
    expect(checkContactCode('mobile', 'alice@demo.mcc', '123456')).toEqual({ contact: 'mobileInvalid', code: null });
    expect(checkContactCode('email', 'alice@demo.mcc', '12345')).toEqual({ contact: null, code: 'codeInvalid' });
    expect(checkContactCode('mobile', ' 13800000001 ', '123456')).toEqual({ contact: null, code: null });
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
    for (const outside of ['https://evil.example', '//evil.example', '/pages/login/login?redirect=/', null]) {
      expect(safeRedirect(outside), String(outside)).toBe('/');
    }
  });
});
