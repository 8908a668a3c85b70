import { createHmac } from 'node:crypto';

// RFC 6238 written out for the journeys (SHA-1, 6 digits, 30 s): the test computes the codes an
// authenticator app would show, from the secret the page displays.

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code of `secret` (base32) at `nowMs`. */
export function totpCode(secret: string, nowMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Waits for the next 30 s step, so a new code is not refused as the one just used. */
export async function nextTotpStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  await new Promise((resolve) => setTimeout(resolve, left + 300));
}
