import { describe, expect, it } from 'vitest';
import { percentToBp, percentToPpm, saleSplit } from './sale-math';

describe('the split of a resale', () => {
  it('takes the fee and the royalty out of the price, each rounded up', () => {
    // 10.000001 USDT at 2.5% fee and 5% royalty.
    expect(saleSplit(10_000_001n, 2_500_000n, 500n)).toEqual({ fee: 250_001n, royalty: 500_001n, proceeds: 9_249_999n });
    expect(saleSplit(10_000_000n, 2_500_000n, 500n)).toEqual({ fee: 250_000n, royalty: 500_000n, proceeds: 9_250_000n });
    expect(saleSplit(100_000_000n, 0n, 0n)).toEqual({ fee: 0n, royalty: 0n, proceeds: 100_000_000n });
    // A sale cut to one base unit still pays its fee.
    expect(saleSplit(1n, 2_500_000n, 500n)).toEqual({ fee: 1n, royalty: 0n, proceeds: 0n });
    expect(saleSplit(39n, 2_500_000n, 0n)).toEqual({ fee: 1n, royalty: 0n, proceeds: 38n });
  });

  it('never makes the seller pay in: the royalty gives way to the fee', () => {
    expect(saleSplit(1_000n, 80_000_000n, 5_000n)).toEqual({ fee: 800n, royalty: 200n, proceeds: 0n });
  });

  it('refuses what is not a price or a fraction', () => {
    expect(() => saleSplit(0n, 0n, 0n)).toThrow();
    expect(() => saleSplit(10n, 100_000_001n, 0n)).toThrow();
    expect(() => saleSplit(10n, 0n, 10_001n)).toThrow();
  });
});

describe('percentages typed in the console', () => {
  it('become basis points and parts per million', () => {
    expect([percentToBp('5'), percentToBp('2.5'), percentToBp('0.01'), percentToBp('50.00')]).toEqual([500n, 250n, 1n, 5000n]);
    expect([percentToBp('1.234'), percentToBp('-1'), percentToBp('')]).toEqual([null, null, null]);
    expect([percentToPpm('30'), percentToPpm('0.5'), percentToPpm('100'), percentToPpm('12.3456')]).toEqual([
      300000, 5000, 1000000, 123456,
    ]);
    expect([percentToPpm('0.00001'), percentToPpm('abc')]).toEqual([null, null]);
  });
});
