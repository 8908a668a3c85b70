import {
  type OddsEntry,
  oddsJson,
  pickIndex,
  rollMessage,
  TICKET_HEX_DIGITS,
  TICKET_RANGE,
  ticketOf,
  tierOf,
  tierRanges,
} from '@mcc/contract/fair-roll';

// Recomputes a draw in the member's browser with Web Crypto, step by step, from what
// `GET /api/nft/verify` returned: nothing here trusts the server's own ticket or tier.

export interface DrawToVerify {
  server_seed: string | null;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  ticket: number;
  tier: string;
  odds: OddsEntry[];
  odds_hash: string;
  pick: { index: number; count: number } | null;
}

export type StepName = 'seed' | 'odds' | 'digest' | 'ticket' | 'tier' | 'pick';

/** One step: what was computed, what the draw record says, and whether they agree (null: nothing to compare). */
export interface Step {
  name: StepName;
  /** The input the step worked on (the text hashed, the message signed, the digits read). */
  input: string;
  computed: string;
  expected: string | null;
  ok: boolean | null;
}

export interface Verification {
  /** false while the server seed is still secret: only the odds can be checked. */
  complete: boolean;
  steps: Step[];
  /** Every comparison agrees. */
  ok: boolean;
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  return hex(await subtle.digest('SHA-256', utf8(text)));
}

export async function hmacSha256Hex(key: string, message: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const cryptoKey = await subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await subtle.sign('HMAC', cryptoKey, utf8(message)));
}

/**
 * The steps of docs/api.md's draw: the server seed against its committed hash, the odds against theirs,
 * the HMAC, the ticket (first 13 hex digits mod 1,000,000), the tier whose range holds it, and, for
 * a draw among several items of the tier, which one the next 13 digits chose.
 */
export async function verifyDraw(draw: DrawToVerify, subtle: SubtleCrypto = crypto.subtle): Promise<Verification> {
  const steps: Step[] = [];
  const oddsText = oddsJson(draw.odds);
  const oddsHash = await sha256Hex(oddsText, subtle);
  steps.push({ name: 'odds', input: oddsText, computed: oddsHash, expected: draw.odds_hash, ok: oddsHash === draw.odds_hash });
  if (draw.server_seed === null) {
    steps.unshift({ name: 'seed', input: '', computed: '', expected: draw.server_seed_hash, ok: null });
    return { complete: false, steps, ok: steps.every((s) => s.ok !== false) };
  }
  const seedHash = await sha256Hex(draw.server_seed, subtle);
  steps.unshift({
    name: 'seed',
    input: draw.server_seed,
    computed: seedHash,
    expected: draw.server_seed_hash,
    ok: seedHash === draw.server_seed_hash,
  });
  const message = rollMessage(draw.client_seed, draw.nonce);
  const digest = await hmacSha256Hex(draw.server_seed, message, subtle);
  steps.push({ name: 'digest', input: message, computed: digest, expected: null, ok: null });
  const ticket = ticketOf(digest);
  const digits = digest.slice(0, TICKET_HEX_DIGITS);
  steps.push({
    name: 'ticket',
    input: `0x${digits} = ${Number.parseInt(digits, 16)} mod ${TICKET_RANGE}`,
    computed: String(ticket),
    expected: String(draw.ticket),
    ok: ticket === draw.ticket,
  });
  const tier = tierOf(draw.odds, ticket);
  const range = tierRanges(draw.odds).find((r) => r.tier === tier)!;
  steps.push({
    name: 'tier',
    input: `${ticket} ∈ [${range.from}, ${range.to})`,
    computed: tier,
    expected: draw.tier,
    ok: tier === draw.tier,
  });
  if (draw.pick && draw.pick.count > 1) {
    const index = pickIndex(digest, draw.pick.count);
    steps.push({
      name: 'pick',
      input: `0x${digest.slice(TICKET_HEX_DIGITS, TICKET_HEX_DIGITS * 2)} mod ${draw.pick.count}`,
      computed: String(index),
      expected: String(draw.pick.index),
      ok: index === draw.pick.index,
    });
  }
  return { complete: true, steps, ok: steps.every((s) => s.ok !== false) };
}
