import { describe, expect, it } from 'vitest';
import { depositHold, percentOf } from './deposit-hold';

const none = { deposit_rate: null, deposit_amount: null, start_price: '10.00' };

describe('depositHold', () => {
  it('is the whole bid on an ordinary lot', () => {
    expect(depositHold('40', none, 2)).toBe('40.00');
  });

  it('is the rate of the bid rounded up to a cent', () => {
    expect(depositHold('40', { deposit_rate: '0.1', deposit_amount: null, start_price: '10.00' }, 2)).toBe('4.00');
    expect(depositHold('33.33', { deposit_rate: '0.1', deposit_amount: null, start_price: '10.00' }, 2)).toBe('3.34');
  });

  const threePerTen = { deposit_rate: null, deposit_amount: '3.00', start_price: '10.00' };
  it.each([
    ['10', threePerTen, '3.00'],
    ['20', threePerTen, '6.00'],
    ['33.33', threePerTen, '10.00'],
    ['999999999999.99', threePerTen, '300000000000.00'],
    ['2.5', { deposit_rate: null, deposit_amount: '3.00', start_price: '3.00' }, '2.50'],
  ])('is the named deposit per start price of the bid %s, rounded up to a cent, never more than the bid', (bid, lot, hold) => {
    expect(depositHold(bid, lot, 2)).toBe(hold);
  });

  it('is null for what is not an amount', () => {
    expect(depositHold('abc', none, 2)).toBeNull();
  });
});

describe('percentOf', () => {
  it('reads a fraction as a percentage in decimal text', () => {
    expect(percentOf('0.1')).toBe('10');
    expect(percentOf('0.05')).toBe('5');
    expect(percentOf('0.125')).toBe('12.5');
    expect(percentOf('1')).toBe('100');
  });
});
