import { ADDRESS_LABEL_MAX } from '@mcc/contract/address-book';
import { describe, expect, it } from 'vitest';
import { addressUsableFrom, isAddressUsable, labelProblem } from './address-book-rules';
import { addressKey, isValidAddress } from './networks';

const HOUR = 3_600_000n;
const SAVED = 1_800_000_000_000n;

describe('a saved address’s wait', () => {
  it('ends security_hold_hours after saving, usable from that very millisecond and not one before', () => {
    expect(addressUsableFrom(SAVED, 24)).toBe(SAVED + 24n * HOUR);
    expect(isAddressUsable(SAVED, 24, SAVED)).toBe(false);
    expect(isAddressUsable(SAVED, 24, SAVED + 24n * HOUR - 1n)).toBe(false);
    expect(isAddressUsable(SAVED, 24, SAVED + 24n * HOUR)).toBe(true);
    expect(isAddressUsable(SAVED, 24, SAVED + 24n * HOUR + 1n)).toBe(true);
  });

  it('is none with the setting at 0 (or anything below), and whole hours only', () => {
    expect(isAddressUsable(SAVED, 0, SAVED)).toBe(true);
    expect(addressUsableFrom(SAVED, -5)).toBe(SAVED);
    expect(addressUsableFrom(SAVED, 1.9)).toBe(SAVED + HOUR);
    expect(addressUsableFrom(SAVED, 720)).toBe(SAVED + 720n * HOUR);
  });
});

describe('a label', () => {
  it(`has 1 to ${ADDRESS_LABEL_MAX} characters, counted as code points`, () => {
    expect(labelProblem('')).toBe('required');
    expect(labelProblem('a')).toBeNull();
    expect(labelProblem('a'.repeat(ADDRESS_LABEL_MAX))).toBeNull();
    expect(labelProblem('a'.repeat(ADDRESS_LABEL_MAX + 1))).toBe('tooLong');
    expect(labelProblem('冷钱包'.repeat(10))).toBeNull();
    expect(labelProblem('🔒'.repeat(ADDRESS_LABEL_MAX))).toBeNull();
    expect(labelProblem('🔒'.repeat(ADDRESS_LABEL_MAX + 1))).toBe('tooLong');
  });
});

describe('one destination, however it is spelled', () => {
  const checksummed = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';
  it('compares EVM addresses without case, TRON addresses as written', () => {
    expect(addressKey('ERC20', checksummed)).toBe(addressKey('ERC20', checksummed.toLowerCase()));
    expect(addressKey('BEP20', checksummed)).toBe(checksummed.toLowerCase());
    expect(addressKey('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    // Every spelling the key joins is one the withdraw rule accepts.
    for (const spelling of [checksummed, checksummed.toLowerCase(), `0x${checksummed.slice(2).toUpperCase()}`]) {
      expect(isValidAddress('ERC20', spelling)).toBe(true);
    }
  });
});
