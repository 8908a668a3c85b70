import { describe, expect, it } from 'vitest';
import {
  nextTier,
  type OddsEntry,
  oddsJson,
  oddsProblem,
  pickIndex,
  ppmPercent,
  synthesisOdds,
  ticketOf,
  tierOf,
  tierRanges,
} from './fair-roll';

const odds: OddsEntry[] = [
  { tier: 'N', ppm: 700000 },
  { tier: 'R', ppm: 250000 },
  { tier: 'SR', ppm: 45000 },
  { tier: 'SSR', ppm: 5000 },
];

describe('the odds text', () => {
  it('is JSON.stringify of the list with keys tier, ppm in that order, whatever order the entries had them in', () => {
    const shuffled = [{ ppm: 1000000, tier: 'N', extra: 1 } as unknown as OddsEntry];
    expect(oddsJson(shuffled)).toBe('[{"tier":"N","ppm":1000000}]');
    expect(oddsJson(odds)).toBe(
      '[{"tier":"N","ppm":700000},{"tier":"R","ppm":250000},{"tier":"SR","ppm":45000},{"tier":"SSR","ppm":5000}]',
    );
  });

  it('refuses tables that cannot be published', () => {
    expect(oddsProblem(odds)).toBeNull();
    expect(oddsProblem([])).toBe('no tiers');
    expect(oddsProblem([{ tier: 'N', ppm: 999999 }])).toBe('ppm sum to 999999, not 1000000');
    expect(
      oddsProblem([
        { tier: 'N', ppm: 500000.5 },
        { tier: 'R', ppm: 499999.5 },
      ]),
    ).toMatch(/whole number/);
    expect(
      oddsProblem([
        { tier: 'N', ppm: 1100000 },
        { tier: 'R', ppm: -100000 },
      ]),
    ).toMatch(/whole number/);
    expect(
      oddsProblem([
        { tier: 'N', ppm: 500000 },
        { tier: 'N', ppm: 500000 },
      ]),
    ).toBe('tier N twice');
    expect(
      oddsProblem([
        { tier: 'N', ppm: 1000000 },
        { tier: 'R', ppm: 0 },
      ]),
    ).toBeNull();
  });
});

describe('the ticket', () => {
  it('is the first 13 hex digits mod 1,000,000', () => {
    expect(ticketOf('0'.repeat(64))).toBe(0);
    // 0xfffffffffffff = 4503599627370495
    expect(ticketOf('f'.repeat(64))).toBe(370495);
    // 0x00000000f4240 = 1000000 → 0; 0x00000000f423f = 999999
    expect(ticketOf(`00000000f4240${'f'.repeat(51)}`)).toBe(0);
    expect(ticketOf(`00000000f423f${'0'.repeat(51)}`)).toBe(999999);
  });

  it('refuses anything but 64 lowercase hex digits', () => {
    expect(() => ticketOf('F'.repeat(64))).toThrow();
    expect(() => ticketOf('0'.repeat(63))).toThrow();
  });
});

describe('tiers by ticket', () => {
  it('give each tier its consecutive range', () => {
    expect(tierRanges(odds)).toEqual([
      { tier: 'N', from: 0, to: 700000 },
      { tier: 'R', from: 700000, to: 950000 },
      { tier: 'SR', from: 950000, to: 995000 },
      { tier: 'SSR', from: 995000, to: 1000000 },
    ]);
  });

  it('map every boundary to the right side', () => {
    const at = (ticket: number) => tierOf(odds, ticket);
    expect([at(0), at(699999), at(700000), at(949999), at(950000), at(994999), at(995000), at(999999)]).toEqual([
      'N',
      'N',
      'R',
      'R',
      'SR',
      'SR',
      'SSR',
      'SSR',
    ]);
  });

  it('never draw a tier of 0 ppm, even at its boundary', () => {
    const gone = [
      { tier: 'N', ppm: 600000 },
      { tier: 'R', ppm: 0 },
      { tier: 'SR', ppm: 400000 },
    ];
    expect(tierOf(gone, 599999)).toBe('N');
    expect(tierOf(gone, 600000)).toBe('SR');
  });

  it('refuses tickets outside the range', () => {
    expect(() => tierOf(odds, -1)).toThrow();
    expect(() => tierOf(odds, 1000000)).toThrow();
    expect(() => tierOf(odds, 1.5)).toThrow();
  });
});

describe('the pick among items and the synthesis table', () => {
  it('takes digits 14 to 26 mod the count', () => {
    const digest = `${'0'.repeat(13)}000000000000a${'0'.repeat(38)}`;
    expect(pickIndex(digest, 3)).toBe(1);
    expect(pickIndex(digest, 1)).toBe(0);
    expect(() => pickIndex(digest, 0)).toThrow();
  });

  it('has success then fail, summing to a million', () => {
    expect(synthesisOdds(300000)).toEqual([
      { tier: 'success', ppm: 300000 },
      { tier: 'fail', ppm: 700000 },
    ]);
    expect(oddsProblem(synthesisOdds(0))).toBeNull();
    expect(oddsProblem(synthesisOdds(1000000))).toBeNull();
  });

  it('shows ppm as a percentage and knows the next tier', () => {
    expect([ppmPercent(700000), ppmPercent(45000), ppmPercent(5000), ppmPercent(1), ppmPercent(0), ppmPercent(1000000)]).toEqual([
      '70',
      '4.5',
      '0.5',
      '0.0001',
      '0',
      '100',
    ]);
    expect([nextTier('N'), nextTier('SR'), nextTier('SSR')]).toEqual(['R', 'SSR', null]);
  });
});
