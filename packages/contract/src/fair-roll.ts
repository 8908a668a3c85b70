// The provably fair draw of blind boxes and the chain game, the part anyone can recompute (docs/api.md,
// "NFT blind boxes"). Pure and free of zod and of any crypto library: the server hashes with
// node:crypto, the members' browser with Web Crypto, and both map the digest to a tier here.

/** Tickets run from 0 to 999,999: one per part per million of the odds. */
export const TICKET_RANGE = 1_000_000;

/** Hex digits of the HMAC digest that make the ticket (52 bits, exact in a JS number). */
export const TICKET_HEX_DIGITS = 13;

/** One line of a published odds table: a tier and its chance in parts per million. */
export interface OddsEntry {
  tier: string;
  ppm: number;
}

/** The rarity tiers from the most common up; synthesis turns items of one tier into the next. */
export const NFT_TIERS = ['N', 'R', 'SR', 'SSR'] as const;
export type NftTier = (typeof NFT_TIERS)[number];

export function isNftTier(value: string): value is NftTier {
  return (NFT_TIERS as readonly string[]).includes(value);
}

/** The tier a synthesis of `tier` aims at, or null for the top tier. */
export function nextTier(tier: NftTier): NftTier | null {
  return NFT_TIERS[NFT_TIERS.indexOf(tier) + 1] ?? null;
}

/**
 * The exact text the odds hash is taken of: `JSON.stringify` of the list in its published order,
 * each entry with its keys in the order `tier`, `ppm` and nothing else.
 */
export function oddsJson(odds: readonly OddsEntry[]): string {
  return JSON.stringify(odds.map((entry) => ({ tier: entry.tier, ppm: entry.ppm })));
}

/** The HMAC message of a draw: `${client_seed}:${nonce}`. */
export function rollMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** Whether `text` is 64 lowercase hex characters (a server seed, a SHA-256 or HMAC-SHA256 digest). */
export function isHex64(text: string): boolean {
  return HEX64.test(text);
}

/** The ticket of a digest: its first 13 hex digits as an integer, mod 1,000,000. */
export function ticketOf(digestHex: string): number {
  if (!isHex64(digestHex)) throw new Error('a digest is 64 lowercase hex characters');
  return Number.parseInt(digestHex.slice(0, TICKET_HEX_DIGITS), 16) % TICKET_RANGE;
}

/** The ticket range each tier owns, in list order: the first `[0, ppm₁)`, the next `[ppm₁, ppm₁+ppm₂)`, ... */
export function tierRanges(odds: readonly OddsEntry[]): { tier: string; from: number; to: number }[] {
  let from = 0;
  return odds.map((entry) => {
    const range = { tier: entry.tier, from, to: from + entry.ppm };
    from = range.to;
    return range;
  });
}

/** The tier whose range holds `ticket`. A tier with 0 ppm owns an empty range and is never drawn. */
export function tierOf(odds: readonly OddsEntry[], ticket: number): string {
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= TICKET_RANGE) throw new Error(`ticket ${ticket} is outside 0..999999`);
  const found = tierRanges(odds).find((range) => ticket >= range.from && ticket < range.to);
  if (!found) throw new Error('the odds do not cover every ticket');
  return found.tier;
}

/** Why an odds table cannot be published, or null: entries, whole ppm from 0, distinct tiers, sum 1,000,000. */
export function oddsProblem(odds: readonly OddsEntry[]): string | null {
  if (odds.length === 0) return 'no tiers';
  const seen = new Set<string>();
  let sum = 0;
  for (const entry of odds) {
    if (typeof entry.tier !== 'string' || entry.tier === '') return 'a tier without a name';
    if (seen.has(entry.tier)) return `tier ${entry.tier} twice`;
    seen.add(entry.tier);
    if (!Number.isInteger(entry.ppm) || entry.ppm < 0 || entry.ppm > TICKET_RANGE)
      return `tier ${entry.tier}: ppm must be a whole number 0..1000000`;
    sum += entry.ppm;
  }
  return sum === TICKET_RANGE ? null : `ppm sum to ${sum}, not 1000000`;
}

/** Hex digits of the digest that choose among several items of the drawn tier (after the ticket's). */
const PICK_FROM = TICKET_HEX_DIGITS;
const PICK_TO = TICKET_HEX_DIGITS * 2;

/**
 * Which of `count` candidates a draw gives: the digest's next 13 hex digits (14th to 26th) as an
 * integer, mod `count`. The candidates are the drawn tier's items with stock, in id order.
 */
export function pickIndex(digestHex: string, count: number): number {
  if (!isHex64(digestHex)) throw new Error('a digest is 64 lowercase hex characters');
  if (!Number.isInteger(count) || count < 1) throw new Error('nothing to pick from');
  return Number.parseInt(digestHex.slice(PICK_FROM, PICK_TO), 16) % count;
}

/** A ppm figure as a percentage with up to four decimals: 45000 → "4.5", 5000 → "0.5", 1 → "0.0001". */
export function ppmPercent(ppm: number): string {
  const whole = Math.trunc(ppm / 10_000);
  const rest = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

/** The two-line odds table of a synthesis: `success` with the recipe's chance, `fail` with the rest. */
export function synthesisOdds(chancePpm: number): OddsEntry[] {
  return [
    { tier: 'success', ppm: chancePpm },
    { tier: 'fail', ppm: TICKET_RANGE - chancePpm },
  ];
}
