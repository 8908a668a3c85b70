import { describe, expect, it } from 'vitest';
import { isValidAddress, normalizeTxHash } from './networks';

describe('isValidAddress', () => {
  it.each([
    ['ERC20', '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34', true],
    ['ERC20', '0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef34', true],
    ['ERC20', '0x5D3A1FF2B6BAB83B63CD9AD0787074081A52EF34', true],
    ['ERC20', '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52eF34', false],
    ['ERC20', '0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef3', false],
    ['ERC20', '5d3a1ff2b6bab83b63cd9ad0787074081a52ef34aa', false],
    ['ERC20', '0xZZ3a1ff2b6bab83b63cd9ad0787074081a52ef34', false],
    ['BEP20', '0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef34', true],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false],
    ['TRC20', '0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef34', false],
    ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
    ['SOL', '0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef34', false],
  ])('%s %s → %s', (network, address, expected) => {
    expect(isValidAddress(network, address)).toBe(expected);
  });
});

describe('normalizeTxHash', () => {
  const hex = 'ab'.repeat(32);
  it('lower-cases well-formed hashes and refuses the rest', () => {
    expect(normalizeTxHash('ERC20', `0x${hex.toUpperCase()}`)).toBe(`0x${hex}`);
    expect(normalizeTxHash('ERC20', hex)).toBeNull();
    expect(normalizeTxHash('ERC20', `0x${hex}0`)).toBeNull();
    expect(normalizeTxHash('TRC20', hex.toUpperCase())).toBe(hex);
    expect(normalizeTxHash('TRC20', `0x${hex}`)).toBe(hex);
    expect(normalizeTxHash('TRC20', 'xyz')).toBeNull();
    expect(normalizeTxHash('SOL', hex)).toBeNull();
  });
});
