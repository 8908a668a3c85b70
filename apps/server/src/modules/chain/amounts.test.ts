import { describe, expect, it } from 'vitest';
import { assetToToken, confirmationsAt, tokenToAsset } from './amounts';

describe('token amounts in the asset’s base units', () => {
  it('keeps the amount when the decimals agree', () => {
    expect(tokenToAsset(12_345_678n, 6, 6)).toBe(12_345_678n);
  });
  it('rounds a finer token down, never up', () => {
    // 18-decimal USDT (as on BSC) into a 6-decimal asset: 1.2345679 → 1.234567.
    expect(tokenToAsset(1_234_567_900_000_000_000n, 18, 6)).toBe(1_234_567n);
    expect(tokenToAsset(999_999_999_999n, 18, 6)).toBe(0n);
  });
  it('scales a coarser token up', () => {
    expect(tokenToAsset(15n, 2, 6)).toBe(150_000n);
  });
  it('refuses a negative amount', () => {
    expect(() => tokenToAsset(-1n, 6, 6)).toThrow();
  });
});

describe('confirmations', () => {
  it('count the deposit’s own block and every block on top', () => {
    expect(confirmationsAt(100n, 100n)).toBe(1n);
    expect(confirmationsAt(111n, 100n)).toBe(12n);
    expect(confirmationsAt(99n, 100n)).toBe(0n);
  });
});

describe('withdrawal amounts in token units', () => {
  it('scale exactly or refuse', () => {
    expect(assetToToken(1_500_000n, 18, 6)).toBe(1_500_000_000_000_000_000n);
    expect(assetToToken(1_500_000n, 6, 6)).toBe(1_500_000n);
    expect(assetToToken(1_500_000n, 2, 6)).toBe(150n);
    expect(assetToToken(1_500_001n, 2, 6)).toBeNull();
    expect(assetToToken(0n, 6, 6)).toBeNull();
  });
});
