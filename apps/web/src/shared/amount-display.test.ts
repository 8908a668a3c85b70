import { describe, expect, it } from 'vitest';
import { showAmount } from './amount-display';
import { totalValue } from './api/get-total-value';

describe('amount display', () => {
  it('shows USDT with 2 decimals everywhere, cut and padded', () => {
    expect(showAmount('9387.249053', 'USDT')).toBe('9387.24');
    expect(showAmount('9387.249999', 'USDT')).toBe('9387.24');
    expect(showAmount('12', 'USDT')).toBe('12.00');
    expect(showAmount('12.5', 'USDT')).toBe('12.50');
    expect(showAmount('-3.456789', 'USDT')).toBe('-3.45');
    expect(showAmount('+0.004', 'USDT')).toBe('0.00');
    expect(showAmount('-0.001', 'USDT')).toBe('0.00');
  });

  it('shows MCC, other assets and non-numbers as sent', () => {
    expect(showAmount('1.23456789', 'MCC')).toBe('1.23456789');
    expect(showAmount('100.5', 'CMU')).toBe('100.5');
    expect(showAmount('--', 'USDT')).toBe('--');
  });

  it('adds the wallet, the coin-mix units at NAV and the coin-mix wallet for the total', () => {
    expect(totalValue('100.00', '50.123456', '0.5')).toBe('150.623456');
    // A subscription waiting for its NAV is still the member's: its USDT is counted.
    expect(totalValue('100.00', '0', '200.00', '0')).toBe('300.00');
    expect(totalValue('100.00', undefined, '0')).toBeUndefined();
    expect(totalValue('100.00', '1', null)).toBeNull();
  });
});
