import { createHmac } from 'node:crypto';
import type { Endpoint } from '@mcc/contract/endpoint';
import { expect } from 'vitest';
import type { ManualClock } from '../src/platform/clock';
import { type Caller, postTo } from './http';
import type { TestApp } from './test-app';

// RFC 6238 written out from the RFC for the tests (HOTP of RFC 4226 over 30 s steps, SHA-1),
// independent of the library the server uses.

/** The code of `key` at `unixSeconds`. */
export function rfc6238(key: Buffer, unixSeconds: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(unixSeconds / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code of a base32 secret at `nowMs`. */
export function totpCode(secretBase32: string, nowMs: number): string {
  return rfc6238(base32Decode(secretBase32), nowMs / 1000);
}

/** The 6-digit code of a base32 secret at the test clock's time, `offsetMs` away from it. */
export function codeNow(t: { clock: ManualClock }, secretBase32: string, offsetMs = 0): string {
  return totpCode(secretBase32, t.clock.now().getTime() + offsetMs);
}

/** Moves the test clock to the start of the next 30 s step: a code of a new step can be accepted. */
export function nextTotpStep(t: { clock: ManualClock }): void {
  t.clock.advance(30_000);
}

/** A second factor's setup and enable calls: the members' or the console operators'. */
export interface TotpEnrolment {
  setup: Endpoint<'POST'>;
  enable: Endpoint<'POST'>;
}

/**
 * Sets up and turns on the second factor through `api` as `as` (the setup call sending `setupBody`,
 * if any), checking each call answers code 1 and the otpauth URL carries the secret; then moves the
 * clock to the next 30 s step, so a code of a new step can be accepted. The secret and the recovery codes.
 */
export async function enrolTotp(
  t: Pick<TestApp, 'app'> & { clock: ManualClock },
  api: TotpEnrolment,
  as: Caller,
  setupBody?: unknown,
): Promise<{ secret: string; recovery: string[] }> {
  const setup = await postTo(t, api.setup, setupBody, { as });
  expect(setup.body.code).toBe(1);
  const { secret, otpauth_url } = setup.body.data;
  expect(otpauth_url).toContain(`secret=${secret}`);
  const enabled = await postTo(t, api.enable, { code: codeNow(t, secret) }, { as });
  expect(enabled.body.code).toBe(1);
  nextTotpStep(t);
  return { secret, recovery: enabled.body.data.recovery_codes };
}
