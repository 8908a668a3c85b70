import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// The pure parts of the second factor: TOTP codes (RFC 6238 through otpauth: SHA-1, 6 digits, 30 s,
// one step either side), the secret's encryption at rest, and recovery codes. No I/O.

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now, for a phone's clock a little off. */
export const TOTP_WINDOW = 1;
const ISSUER = 'MCC';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, base32) and its `otpauth://` URL for the member's app. */
export function newTotpSecret(label: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, url: totpOf(secret, label).toString() };
}

/** The 30 s time step of `nowMs`. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/**
 * The time step whose code `code` is, within one step of `nowMs`, or undefined when it is none of
 * them. The caller refuses a step at or before the last one accepted (a replay).
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  return delta === null ? undefined : totpStep(nowMs) + delta;
}

/** The code of `secretBase32` at `nowMs` (for tests and the demo). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}

/** Whose second factor: a member's (users.id) or a console operator's (admins.id); each has its own key and bindings. */
export type TotpOwner = 'member' | 'operator';

/** The key that encrypts TOTP secrets at rest, derived from the server's SECRET (HKDF-SHA256). */
export function totpKey(serverSecret: string, owner: TotpOwner = 'member'): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'mcc', `${owner} totp secret v1`, 32));
}

/** Encrypts a secret for one member (AES-256-GCM, the member's id as associated data, so a row moved to another member does not open). */
export function sealSecret(key: Buffer, userId: bigint, secret: string, owner: TotpOwner = 'member'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${owner}:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function openSecret(key: Buffer, userId: bigint, sealed: string, owner: TotpOwner = 'member'): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('a sealed TOTP secret of an unknown form');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`${owner}:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

// Lower-case letters and digits without the ones read alike (0/o, 1/l/i).
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code, `xxxxx-xxxxx` (about 49 bits). */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A typed recovery code as stored: lower case, without spaces and dashes; undefined when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(code) ? code : undefined;
}

/** What is stored of a recovery code: an HMAC under SECRET bound to the member. */
export function recoveryCodeHash(serverSecret: string, userId: bigint, normalized: string, owner: TotpOwner = 'member'): string {
  const prefix = owner === 'member' ? 'recovery' : `${owner}-recovery`;
  return createHmac('sha256', serverSecret).update(`${prefix}:${userId}:${normalized}`).digest('hex');
}

/** Whether a typed second-factor code is an app code (six digits) rather than a recovery code. */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(typed.trim());
}
