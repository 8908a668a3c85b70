import { describe, expect, it } from 'vitest';
import { fractionPercent } from './percent';

/** Each fraction as the page writes it. */
const shows = (table: Record<string, string>) => {
  for (const [fraction, shown] of Object.entries(table)) expect(fractionPercent(fraction), fraction).toBe(shown);
};

describe('fractionPercent', () => {
  it('writes a daily rate as a percentage without float arithmetic', () => {
    shows({ '0.005': '0.5%', '0.0123': '1.23%', '0.00000001': '0.000001%', '1': '100%', '0': '0%', x: '--' });
  });

  it('writes team shares as percentages from their decimal strings', () => {
    shows({ '0.1': '10%', '0.05': '5%', '0.025': '2.5%', '1': '100%', '0': '0%', bad: '--' });
  });
});
