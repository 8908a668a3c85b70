import { TICKET_RANGE, tierOf } from '@mcc/contract/fair-roll';
import { describe, expect, it } from 'vitest';
import { chiSquareTest } from './chi-square';
import { hmacSha256Hex, newServerSeed, oddsHash, roll, sha256Hex } from './fair-roll';
import { oddsOf } from './odds-rules';

// The draw as docs/api.md fixes it: its vectors, the ticket-to-tier boundaries, and the distribution of
// many rolls against the published odds.

const SERVER_SEED = '3f1c9a7e5b2d4c6a8e0f1b3d5c7a9e2f4b6d8c0a1e3f5b7d9c2a4e6f8b0d1c3e';
const CLIENT_SEED = 'alice-seed-1';
const ODDS = oddsOf({ N: 700000, R: 250000, SR: 45000, SSR: 5000 });

describe('the docs/api.md vectors', () => {
  it('hash the server seed and the odds to the published commitments', () => {
    expect(sha256Hex(SERVER_SEED)).toBe('ceafc27b4e493cc8d620bd1e7a41bb594615fc4922b9fb8b006d391f7f55d40a');
    expect(oddsHash(ODDS)).toBe('872d0d74c46c167a1038725025ff8da9f1f1b7efaabb5ca06101f4ad34970219');
  });

  it.each([
    [1, 566764, 'N'],
    [9, 741048, 'R'],
    [16, 950149, 'SR'],
    [28, 996619, 'SSR'],
  ])('nonce %i draws ticket %i (%s)', (nonce, ticket, tier) => {
    const result = roll(SERVER_SEED, CLIENT_SEED, nonce, ODDS);
    expect(result.ticket).toBe(ticket);
    expect(result.tier).toBe(tier);
    expect(result.digest).toBe(hmacSha256Hex(SERVER_SEED, `${CLIENT_SEED}:${nonce}`));
  });

  it('does not depend on how the odds objects were written, only on their order', () => {
    const reordered = ODDS.map(({ tier, ppm }) => ({ ppm, tier }));
    expect(oddsHash(reordered)).toBe(oddsHash(ODDS));
    expect(oddsHash([...ODDS].reverse())).not.toBe(oddsHash(ODDS));
  });
});

describe('every tier boundary', () => {
  // First and last ticket of each range, and the first of the next.
  it.each([
    [0, 'N'],
    [699999, 'N'],
    [700000, 'R'],
    [949999, 'R'],
    [950000, 'SR'],
    [994999, 'SR'],
    [995000, 'SSR'],
    [999999, 'SSR'],
  ])('ticket %i is %s', (ticket, tier) => {
    expect(tierOf(ODDS, ticket)).toBe(tier);
  });

  it('has no ticket outside 0..999999 and a fresh seed is 64 hex digits', () => {
    expect(() => tierOf(ODDS, TICKET_RANGE)).toThrow();
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(newServerSeed());
  });
});

describe('100,000 rolls', () => {
  // Fixed seeds, so the test gives the same counts on every run.
  const seeds = Array.from({ length: 10 }, (_, i) => sha256Hex(`chi-square seed ${i}`));
  const counts = new Map(ODDS.map((o) => [o.tier, 0]));
  for (const seed of seeds) {
    for (let nonce = 1; nonce <= 10_000; nonce++) {
      const { tier } = roll(seed, `client-${seed.slice(0, 8)}`, nonce, ODDS);
      counts.set(tier, counts.get(tier)! + 1);
    }
  }
  const observed = ODDS.map((o) => counts.get(o.tier)!);

  it('draw every tier about as often as published (chi-square p-value above 0.01)', () => {
    expect(observed.reduce((a, b) => a + b, 0)).toBe(100_000);
    const expected = ODDS.map((o) => (100_000 * o.ppm) / TICKET_RANGE);
    const test = chiSquareTest(observed, expected);
    expect(test.df).toBe(3);
    expect(test.pValue).toBeGreaterThan(0.01);
  });

  it('would be caught if the odds behind them were not the published ones', () => {
    // The same counts against odds that moved 1% from N to SSR: the test must reject them.
    const wrong = [690000, 250000, 45000, 15000].map((ppm) => (100_000 * ppm) / TICKET_RANGE);
    expect(chiSquareTest(observed, wrong).pValue).toBeLessThan(1e-6);
  });
});
