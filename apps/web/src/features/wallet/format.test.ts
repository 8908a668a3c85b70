import { describe, expect, it } from 'vitest';
import { amountTone, formatTime, maskContact, shortText, signedAmount, statusTone } from './format';

describe('wallet formats', () => {
  it('writes a local time to the minute', () => {
    const at = new Date(2026, 0, 5, 9, 7, 30).getTime() / 1000;
    expect(formatTime(at)).toBe('2026-01-05 09:07');
  });

  it('shortens long addresses only', () => {
    expect(shortText('0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34')).toBe('0x5d3a…ef34');
    expect(shortText('100002')).toBe('100002');
  });

  it('signs amounts and picks their tone', () => {
    expect(signedAmount('5.00')).toBe('+5.00');
    expect(signedAmount('-1.00')).toBe('-1.00');
    expect(amountTone('-1.00')).toBe('down');
    expect(amountTone('0.50')).toBe('up');
  });

  it('groups states by what they mean to the member', () => {
    const groups = { waiting: ['pending'], moving: ['approved'], done: ['paid', 'confirmed'], failed: ['rejected'], muted: ['cancelled'] };
    for (const [tone, states] of Object.entries(groups)) {
      for (const status of states) expect(statusTone(status), status).toBe(tone);
    }
  });

  it('masks the contact a code goes to', () => {
    expect(maskContact('13800000001')).toBe('138****0001');
    expect(maskContact('alice@demo.mcc')).toBe('al***@demo.mcc');
    expect(maskContact('a@x.io')).toBe('a***@x.io');
  });
});
