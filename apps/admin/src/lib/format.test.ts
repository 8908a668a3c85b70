import { describe, expect, it } from 'vitest';
import { isZeroAmount } from './format';

describe('isZeroAmount', () => {
  it('reads every spelling of zero as zero, and nothing else', () => {
    for (const zero of ['0', '0.00', '000.', ' 0.0 ']) expect(isZeroAmount(zero)).toBe(true);
    for (const other of ['0.01', '10', '-0', '', '0.0.0']) expect(isZeroAmount(other)).toBe(false);
  });
});
