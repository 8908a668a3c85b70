import { describe, expect, it } from 'vitest';
import { fillCandles, firstBucket, type TradedBucket } from './candles';

const traded = (bucket: bigint, open: bigint, high: bigint, low: bigint, close: bigint, volume: bigint): TradedBucket => ({
  bucket,
  open,
  high,
  low,
  close,
  volume,
});

describe('candles', () => {
  it('shows at most 500, ending now, and none before the first trade', () => {
    expect(firstBucket(1000n, 10n)).toBe(501n);
    expect(firstBucket(1000n, 900n)).toBe(900n);
    expect(firstBucket(1000n, 1000n)).toBe(1000n);
  });

  it('carries the last close through empty intervals, with no volume', () => {
    const candles = fillCandles([traded(3n, 10n, 12n, 9n, 11n, 5n), traded(6n, 13n, 14n, 13n, 14n, 7n)], 3n, 8n, null);
    expect(candles).toEqual([
      traded(3n, 10n, 12n, 9n, 11n, 5n),
      traded(4n, 11n, 11n, 11n, 11n, 0n),
      traded(5n, 11n, 11n, 11n, 11n, 0n),
      traded(6n, 13n, 14n, 13n, 14n, 7n),
      traded(7n, 14n, 14n, 14n, 14n, 0n),
      traded(8n, 14n, 14n, 14n, 14n, 0n),
    ]);
  });

  it('starts from the close before the window when the window begins without trades', () => {
    expect(fillCandles([], 5n, 6n, 20n)).toEqual([traded(5n, 20n, 20n, 20n, 20n, 0n), traded(6n, 20n, 20n, 20n, 20n, 0n)]);
    expect(fillCandles([], 5n, 6n, null)).toEqual([]);
    expect(fillCandles([traded(6n, 1n, 2n, 1n, 2n, 3n)], 5n, 6n, null)).toEqual([traded(6n, 1n, 2n, 1n, 2n, 3n)]);
  });
});
