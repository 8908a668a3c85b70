import { describe, expect, it } from 'vitest';
import { showAmount } from './amount-display';
import { totalValue } from './api/get-total-value';

describe('amount display', () => {
  it.each([
    ['9387.249053', '9387.24'],
    ['9387.249999', '9387.24'],
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['-3.456789', '-3.45'],
    ['+0.004', '0.00'],
    ['-0.001', '0.00'],
  ])('shows %s USDT with 2 decimals everywhere, cut and padded: %s', (amount, shown) => {
    expect(showAmount(amount, 'USDT')).toBe(shown);
  });

  it.each([
    ['1.23456789', 'MCC'],
    ['100.5', 'CMU'],
    ['--', 'USDT'],
  ])('shows %s %s as sent (MCC, other assets and non-numbers)', (amount, asset) => {
    expect(showAmount(amount, asset)).toBe(amount);
  });

  it('adds the wallet, the coin-mix units at NAV and the coin-mix wallet for the total', () => {
    expect(totalValue('100.00', '50.123456', '0.5')).toBe('150.623456');
    // A subscription waiting for its NAV is still the member's: its USDT is counted.
    expect(totalValue('100.00', '0', '200.00', '0')).toBe('300.00');
    expect(totalValue('100.00', undefined, '0')).toBeUndefined();
    expect(totalValue('100.00', '1', null)).toBeNull();
  });
});
