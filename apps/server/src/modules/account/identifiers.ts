import { randomInt } from 'node:crypto';

const MOBILE = /^1[3-9]\d{9}$/;
const UID = /^\d{6,8}$/;
// No 0/O or 1/I, so a code read aloud or copied by hand comes out right.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;

export type AccountKey = { kind: 'mobile'; value: string } | { kind: 'email'; value: string } | { kind: 'uid'; value: string };

/** Emails are stored and compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What a login `account` names: an 11-digit mainland mobile, an email (has @), a 6–8 digit UID, or nothing. */
export function parseAccount(account: string): AccountKey | null {
  const value = account.trim();
  if (MOBILE.test(value)) return { kind: 'mobile', value };
  if (value.includes('@')) return { kind: 'email', value: normalizeEmail(value) };
  if (UID.test(value)) return { kind: 'uid', value };
  return null;
}

/** A new public member number: 7 or 8 digits, never starting with 0 (the demo members use 6). */
export function newUid(): string {
  return String(randomInt(1_000_000, 100_000_000));
}

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** Invite codes are typed by hand: case does not matter. */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A starting nickname that does not show the whole mobile or email to the member's team. */
export function defaultNickname(target: { mobile?: string; email?: string }): string {
  if (target.mobile) return `${target.mobile.slice(0, 3)}****${target.mobile.slice(-4)}`;
  const local = (target.email ?? '').split('@')[0] ?? '';
  return `${local.slice(0, 3)}***`;
}
