import { describe, expect, it } from 'vitest';
import { sharePercent } from './format';

describe('team shares', () => {
  it('are written as percentages from their decimal strings', () => {
    expect(sharePercent('0.1')).toBe('10%');
    expect(sharePercent('0.05')).toBe('5%');
    expect(sharePercent('0.025')).toBe('2.5%');
    expect(sharePercent('1')).toBe('100%');
    expect(sharePercent('0')).toBe('0%');
    expect(sharePercent('bad')).toBe('--');
  });
});
