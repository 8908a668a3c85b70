import { oddsProblem } from '@mcc/contract/fair-roll';
import { describe, expect, it } from 'vitest';
import { expectedCounts, rebalanceOdds, sameOdds } from './odds-rules';

const ODDS = [
  { tier: 'N', ppm: 700000 },
  { tier: 'R', ppm: 250000 },
  { tier: 'SR', ppm: 45000 },
  { tier: 'SSR', ppm: 5000 },
];

describe('odds after a tier runs out', () => {
  it('give the tier 0 and share its ppm in proportion, summing to exactly a million', () => {
    const next = rebalanceOdds(ODDS, (tier) => tier !== 'SSR')!;
    // 700000/995000 of a million = 703517.58…, 251256.28…, 45226.13…: the spare ppm goes to the largest remainder (N).
    expect(next).toEqual([
      { tier: 'N', ppm: 703518 },
      { tier: 'R', ppm: 251256 },
      { tier: 'SR', ppm: 45226 },
      { tier: 'SSR', ppm: 0 },
    ]);
    expect(oddsProblem(next)).toBeNull();
  });

  it('keep a table unchanged while every tier has stock, and give all to the last tier standing', () => {
    expect(sameOdds(rebalanceOdds(ODDS, () => true)!, ODDS)).toBe(true);
    expect(rebalanceOdds(ODDS, (tier) => tier === 'R')).toEqual([
      { tier: 'N', ppm: 0 },
      { tier: 'R', ppm: 1000000 },
      { tier: 'SR', ppm: 0 },
      { tier: 'SSR', ppm: 0 },
    ]);
  });

  it('share equally among tiers with stock that had no chance, ties to the earlier tier', () => {
    const next = rebalanceOdds(
      [
        { tier: 'N', ppm: 1000000 },
        { tier: 'R', ppm: 0 },
        { tier: 'SR', ppm: 0 },
      ],
      (tier) => tier !== 'N',
    );
    expect(next).toEqual([
      { tier: 'N', ppm: 0 },
      { tier: 'R', ppm: 500000 },
      { tier: 'SR', ppm: 500000 },
    ]);
    const thirds = rebalanceOdds(
      [
        { tier: 'A', ppm: 1 },
        { tier: 'B', ppm: 1 },
        { tier: 'C', ppm: 1 },
        { tier: 'D', ppm: 999997 },
      ],
      (tier) => tier !== 'D',
    );
    expect(thirds).toEqual([
      { tier: 'A', ppm: 333334 },
      { tier: 'B', ppm: 333333 },
      { tier: 'C', ppm: 333333 },
      { tier: 'D', ppm: 0 },
    ]);
  });

  it('are null when nothing is left', () => {
    expect(rebalanceOdds(ODDS, () => false)).toBeNull();
  });
});

describe('expected counts', () => {
  it('add each draw’s chance under the odds it used', () => {
    const after = [
      { tier: 'N', ppm: 800000 },
      { tier: 'R', ppm: 200000 },
      { tier: 'SR', ppm: 0 },
      { tier: 'SSR', ppm: 0 },
    ];
    const expected = expectedCounts(
      ['N', 'R', 'SR', 'SSR'],
      [
        { odds: ODDS, draws: 100 },
        { odds: after, draws: 50 },
      ],
    );
    expect(expected).toEqual([110, 35, 4.5, 0.5]);
  });
});
