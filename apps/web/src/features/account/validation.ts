// The server's field rules (packages/contract/src/account.ts), checked before sending so a member
// sees what to fix at once. Kept free of zod so the login and register chunks stay small.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NICKNAME_MAX = 30;
export const BIO_MAX = 200;

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

/** An i18n key under `account.errors`, or null when the value is fine. */
export type FieldError =
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'accountRequired'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'codeInvalid'
  | 'payPasswordInvalid'
  | 'termsRequired'
  | 'nicknameRequired'
  | 'nicknameLength'
  | 'bioLength'
  | 'inviteLength'
  | null;

export function checkMobile(value: string): FieldError {
  if (!value.trim()) return 'mobileRequired';
  return MOBILE.test(value.trim()) ? null : 'mobileInvalid';
}

export function checkEmail(value: string): FieldError {
  if (!value.trim()) return 'emailRequired';
  return EMAIL.test(value.trim()) && value.trim().length <= 254 ? null : 'emailInvalid';
}

export function checkAccount(value: string): FieldError {
  return value.trim() ? null : 'accountRequired';
}

export function checkPassword(value: string): FieldError {
  if (!value) return 'passwordRequired';
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? null : 'passwordLength';
}

export function checkPasswordRepeat(password: string, repeat: string): FieldError {
  return password === repeat ? null : 'passwordMismatch';
}

export function checkCode(value: string): FieldError {
  return CODE.test(value) ? null : 'codeInvalid';
}

/** A new password and its repeat; the repeat is only compared once the password itself is fine. */
export function checkNewPassword(password: string, repeat: string): { password: FieldError; repeat: FieldError } {
  const own = checkPassword(password);
  return { password: own, repeat: own ? null : checkPasswordRepeat(password, repeat) };
}

/** A mobile or an email (as `kind` says) and the code sent to it. */
export function checkContactCode(kind: 'mobile' | 'email', contact: string, code: string): { contact: FieldError; code: FieldError } {
  return { contact: kind === 'mobile' ? checkMobile(contact) : checkEmail(contact), code: checkCode(code) };
}

export function checkPayPassword(value: string): FieldError {
  return CODE.test(value) ? null : 'payPasswordInvalid';
}

export function checkNickname(value: string): FieldError {
  const trimmed = value.trim();
  if (!trimmed) return 'nicknameRequired';
  return trimmed.length <= NICKNAME_MAX ? null : 'nicknameLength';
}

export function checkBio(value: string): FieldError {
  return value.trim().length <= BIO_MAX ? null : 'bioLength';
}

export function checkInviteCode(value: string): FieldError {
  return value.trim().length <= 16 ? null : 'inviteLength';
}

export type Errors<K extends string> = Partial<Record<K, FieldError>>;

/** True when no field has an error. */
export function isValid<K extends string>(errors: Errors<K>): boolean {
  return Object.values(errors).every((e) => !e);
}

export { maskEmail, maskMobile } from '../../shared/mask-contact';

/** `0x1234…abcd` */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/** The page to return to after signing in: an in-app path only, never another site or a sign-in page. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  const path = value.split('?')[0];
  if (path === '/pages/login/login' || path === '/pages/login/autoLogin') return '/';
  return value;
}
