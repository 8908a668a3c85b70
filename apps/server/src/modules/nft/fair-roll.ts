import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type OddsEntry, oddsJson, pickIndex, rollMessage, ticketOf, tierOf } from '@mcc/contract/fair-roll';

// The server's half of the provably fair draw: the hashes and the HMAC with node:crypto. The
// mapping from digest to ticket, tier and item is the contract's (`@mcc/contract/fair-roll`), the
// same code the members' browser runs when it recomputes a draw.

/** Hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Hex HMAC-SHA256 with the UTF-8 bytes of `key` over the UTF-8 bytes of `message`. */
export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex');
}

/** The commitment to an odds table: SHA-256 of exactly `JSON.stringify(odds)` (keys tier, ppm). */
export function oddsHash(odds: readonly OddsEntry[]): string {
  return sha256Hex(oddsJson(odds));
}

/** A fresh server seed: 32 bytes from the CSPRNG as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A member's first client seed until they choose one: 16 random hex characters. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export interface Roll {
  digest: string;
  ticket: number;
  tier: string;
}

/** One draw: HMAC-SHA256(server seed, `${client_seed}:${nonce}`) → ticket → the tier that owns it. */
export function roll(serverSeed: string, clientSeed: string, nonce: number, odds: readonly OddsEntry[]): Roll {
  const digest = hmacSha256Hex(serverSeed, rollMessage(clientSeed, nonce));
  const ticket = ticketOf(digest);
  return { digest, ticket, tier: tierOf(odds, ticket) };
}

export { pickIndex };
