import { describe, expect, it } from 'vitest';
import { isZeroAmount, localDateTimeValue } from './format';

describe('isZeroAmount', () => {
  it('reads every spelling of zero as zero, and nothing else', () => {
    for (const zero of ['0', '0.00', '000.', ' 0.0 ']) expect(isZeroAmount(zero)).toBe(true);
    for (const other of ['0.01', '10', '-0', '', '0.0.0']) expect(isZeroAmount(other)).toBe(false);
  });
});

describe('localDateTimeValue', () => {
  it("gives the minute a datetime-local field shows, in the browser's time zone", () => {
    const seconds = new Date(2026, 10, 25, 9, 5, 59).getTime() / 1000;
    expect(localDateTimeValue(seconds)).toBe('2026-11-25T09:05');
  });
});
