import { oddsProblem } from '@mcc/contract/fair-roll';
import { describe, expect, it } from 'vitest';
import { expectedCounts, oddsOf, rebalanceOdds, sameOdds } from './odds-rules';

const ODDS = oddsOf({ N: 700000, R: 250000, SR: 45000, SSR: 5000 });

describe('odds after a tier runs out', () => {
  it('give the tier 0 and share its ppm in proportion, summing to exactly a million', () => {
    const next = rebalanceOdds(ODDS, (tier) => tier !== 'SSR')!;
    // 700000/995000 of a million = 703517.58…, 251256.28…, 45226.13…: the spare ppm goes to the largest remainder (N).
    expect(next).toEqual(oddsOf({ N: 703518, R: 251256, SR: 45226, SSR: 0 }));
    expect(oddsProblem(next)).toBeNull();
  });

  it('keep a table unchanged while every tier has stock, and give all to the last tier standing', () => {
    expect(sameOdds(rebalanceOdds(ODDS, () => true)!, ODDS)).toBe(true);
    expect(rebalanceOdds(ODDS, (tier) => tier === 'R')).toEqual(oddsOf({ N: 0, R: 1000000, SR: 0, SSR: 0 }));
  });

  it('share equally among tiers with stock that had no chance, ties to the earlier tier', () => {
    const next = rebalanceOdds(oddsOf({ N: 1000000, R: 0, SR: 0 }), (tier) => tier !== 'N');
    expect(next).toEqual(oddsOf({ N: 0, R: 500000, SR: 500000 }));
    const thirds = rebalanceOdds(oddsOf({ A: 1, B: 1, C: 1, D: 999997 }), (tier) => tier !== 'D');
    expect(thirds).toEqual(oddsOf({ A: 333334, B: 333333, C: 333333, D: 0 }));
  });

  it('are null when nothing is left', () => {
    expect(rebalanceOdds(ODDS, () => false)).toBeNull();
  });
});

describe('expected counts', () => {
  it('add each draw’s chance under the odds it used', () => {
    const after = oddsOf({ N: 800000, R: 200000, SR: 0, SSR: 0 });
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
