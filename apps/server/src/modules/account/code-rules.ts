import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LIFE_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60 * 1000;
export const CODE_IP_WINDOW_MS = 60 * 60 * 1000;

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: an HMAC bound to its target and event, so a row cannot serve another. */
export function hashCode(secret: string, target: string, event: string, code: string): string {
  return createHmac('sha256', secret).update(`${target}\n${event}\n${code}`).digest('hex');
}

export interface StoredCode {
  codeHash: string;
  decoy: boolean;
  attempts: number;
  expiresAt: bigint;
  usedAt: bigint | null;
}

export type CodeVerdict = 'missing' | 'used' | 'expired' | 'void' | 'wrong' | 'right';

/**
 * Judges a typed code against the newest code sent to the target for the event. A decoy (nothing
 * was delivered) is never right, so it behaves exactly like a real code nobody has seen.
 */
export function judgeCode(stored: StoredCode | undefined, typedHash: string, nowMs: bigint): CodeVerdict {
  if (!stored) return 'missing';
  if (stored.usedAt !== null) return 'used';
  if (stored.expiresAt <= nowMs) return 'expired';
  if (stored.attempts >= CODE_MAX_TRIES) return 'void';
  const a = Buffer.from(stored.codeHash, 'hex');
  const b = Buffer.from(typedHash, 'hex');
  const same = a.length === b.length && timingSafeEqual(a, b);
  return same && !stored.decoy ? 'right' : 'wrong';
}
