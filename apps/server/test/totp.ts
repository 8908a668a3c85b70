import { createHmac } from 'node:crypto';

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
