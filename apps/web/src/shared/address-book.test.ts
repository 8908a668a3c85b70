import type { SavedAddress } from '@mcc/contract/address-book';
import { describe, expect, it } from 'vitest';
import { bookProblem, isUsableNow, labelLength, savedMatch } from './address-book';

const saved = (network: string, address: string, usable_at = 1_800_000_000, usable = false): SavedAddress => ({
  id: 1,
  network,
  address,
  label: 'x',
  created_at: usable_at - 86_400,
  usable_at,
  usable,
});

describe('the address book on the withdraw page', () => {
  const evm = saved('ERC20', '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34');
  const tron = saved('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');

  it('finds the saved address however an EVM address is cased, on its own network only', () => {
    expect(savedMatch([evm, tron], 'ERC20', ' 0x5d3a1ff2b6bab83b63cd9ad0787074081a52ef34 ')).toBe(evm);
    expect(savedMatch([evm, tron], 'BEP20', evm.address)).toBeUndefined();
    expect(savedMatch([evm, tron], 'TRC20', tron.address)).toBe(tron);
    expect(savedMatch([evm, tron], 'TRC20', tron.address.toLowerCase())).toBeUndefined();
    expect(savedMatch([evm, tron], 'ERC20', '')).toBeUndefined();
  });

  it('tells a usable address by the server’s flag or its time having come', () => {
    expect(isUsableNow(evm, evm.usable_at - 1)).toBe(false);
    expect(isUsableNow(evm, evm.usable_at)).toBe(true);
    expect(isUsableNow(saved('ERC20', evm.address, 2_000_000_000, true), 0)).toBe(true);
  });

  it('counts a label as the server does', () => {
    expect(labelLength('  冷钱包 ')).toBe(3);
    expect(labelLength('🔒🔒')).toBe(2);
  });
});

describe('what the book says of a withdrawal', () => {
  const waiting = saved('ERC20', '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34', 1_800_000_000);
  const other = '0x8ba1f109551bd432803012645ac136ddd64dba72';

  it('names a saved address still waiting, with its time, until that time', () => {
    const book = { list: [waiting], only_saved: false };
    expect(bookProblem(book, 'ERC20', waiting.address.toLowerCase(), 1_799_999_999)).toEqual({
      kind: 'notUsable',
      usableAt: 1_800_000_000,
    });
    expect(bookProblem(book, 'ERC20', waiting.address, 1_800_000_000)).toBeNull();
    expect(bookProblem(book, 'ERC20', other, 0)).toBeNull();
  });

  it('with only saved addresses on, names an address not saved', () => {
    expect(bookProblem({ list: [waiting], only_saved: true }, 'ERC20', other, 0)).toEqual({ kind: 'notSaved' });
    expect(bookProblem(undefined, 'ERC20', other, 0)).toBeNull();
  });
});
