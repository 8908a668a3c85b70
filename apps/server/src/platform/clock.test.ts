import { describe, expect, it } from 'vitest';
import { unixSeconds } from './clock';

describe('unixSeconds', () => {
  it('gives the whole second a time in milliseconds falls in, and keeps null', () => {
    expect(unixSeconds(1_795_838_170_999n)).toBe(1_795_838_170);
    expect(unixSeconds(1_795_838_171_000n)).toBe(1_795_838_171);
    expect(unixSeconds(0n)).toBe(0);
    expect(unixSeconds(null)).toBeNull();
  });
});
