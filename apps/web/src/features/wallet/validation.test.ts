import { describe, expect, it } from 'vitest';
import { checkAddress, checkAmount, checkCode, checkRecipient, checkTxHash, isValidAddress } from './validation';

const usdt = { decimals: 2, scale: 6 };

describe('wallet amount rules', () => {
  it('passes an amount inside every bound', () => {
    expect(checkAmount('10.00', { ...usdt, min: '10.00', available: '150.000000', max: '50000.00' })).toBeNull();
    expect(checkAmount('149', { ...usdt, available: '149.00' })).toBeNull();
  });

  it('names the first broken rule', () => {
    expect(checkAmount('', usdt)).toBe('empty');
    expect(checkAmount('1.005', usdt)).toBe('tooManyDecimals');
    expect(checkAmount('0.0001', { decimals: 4, scale: 8 })).toBeNull();
    expect(checkAmount('0.00001', { decimals: 4, scale: 8 })).toBe('tooManyDecimals');
    expect(checkAmount('9.99', { ...usdt, min: '10.00' })).toBe('belowMin');
    expect(checkAmount('150.01', { ...usdt, available: '150.000000' })).toBe('insufficient');
    expect(checkAmount('60', { ...usdt, max: '50.00', available: '100' })).toBe('aboveMax');
    expect(checkAmount('-5', { ...usdt, min: '1' })).toBe('negative');
  });
});

describe('addresses and transaction hashes of the configured network', () => {
  const evm = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';

  it('accepts EVM addresses in one case or with a right EIP-55 checksum', () => {
    expect(isValidAddress('ERC20', evm)).toBe(true);
    expect(isValidAddress('BEP20', evm.toLowerCase())).toBe(true);
    expect(isValidAddress('ERC20', `0x${evm.slice(2).toUpperCase()}`)).toBe(true);
    expect(isValidAddress('ERC20', evm.replace('Ff2', 'fF2'))).toBe(false);
    expect(isValidAddress('ERC20', evm.slice(0, -1))).toBe(false);
    expect(isValidAddress('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
  });

  it('accepts TRON base58check addresses', () => {
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidAddress('TRC20', evm)).toBe(false);
    expect(isValidAddress('SOL', evm)).toBe(false);
  });

  it('says what is wrong with an address field', () => {
    expect(checkAddress('ERC20', '  ')).toBe('required');
    expect(checkAddress('ERC20', 'hello')).toBe('addressFormat');
    expect(checkAddress('ERC20', ` ${evm} `)).toBeNull();
  });

  it('checks a tx hash for the network', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(checkTxHash('ERC20', hash)).toBeNull();
    expect(checkTxHash('ERC20', 'ab'.repeat(32))).toBe('txHashFormat');
    expect(checkTxHash('TRC20', 'ab'.repeat(32))).toBeNull();
    expect(checkTxHash('TRC20', hash)).toBeNull();
    expect(checkTxHash('ERC20', `${hash}0`)).toBe('txHashFormat');
    expect(checkTxHash('ERC20', '')).toBe('required');
  });
});

describe('recipient and code', () => {
  it('needs a recipient of at most 120 characters', () => {
    expect(checkRecipient(' ')).toBe('required');
    expect(checkRecipient('100002')).toBeNull();
    expect(checkRecipient('x'.repeat(121))).toBe('format');
  });

  it('needs a 6-digit code', () => {
    expect(checkCode('')).toBe('required');
    expect(checkCode('12345')).toBe('codeFormat');
    expect(checkCode('123456')).toBeNull();
  });
});
