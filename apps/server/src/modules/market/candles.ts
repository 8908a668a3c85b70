import { type CandleInterval, MAX_CANDLES } from '@mcc/contract/market';

/** Length of each candle interval in milliseconds. Buckets are counted from the Unix epoch (UTC). */
export const intervalMs: Record<CandleInterval, bigint> = {
  '1m': 60_000n,
  '15m': 900_000n,
  '1h': 3_600_000n,
  '1d': 86_400_000n,
};

/** One bucket of trades: the pool's price before the first and after the last, the extremes, USDT volume. */
export interface TradedBucket {
  bucket: bigint;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
}

/** A candle in base units: `bucket` is the interval's number since the epoch. */
export type CandleUnits = TradedBucket;

/**
 * The first bucket a chart of at most `MAX_CANDLES` shows, ending at `lastBucket`: no earlier than
 * the bucket of the first trade.
 */
export function firstBucket(lastBucket: bigint, firstTradeBucket: bigint): bigint {
  const earliest = lastBucket - BigInt(MAX_CANDLES) + 1n;
  return firstTradeBucket > earliest ? firstTradeBucket : earliest;
}

/**
 * The candles from `from` to `to` (bucket numbers, both included), oldest first. A bucket without
 * trades carries the last close (open = high = low = close, no volume); before the first trade
 * there is nothing to carry and no candle. `carry` is the close before `from`, if any.
 */
export function fillCandles(traded: readonly TradedBucket[], from: bigint, to: bigint, carry: bigint | null): CandleUnits[] {
  const byBucket = new Map(traded.map((b) => [b.bucket, b]));
  const candles: CandleUnits[] = [];
  let last = carry;
  for (let bucket = from; bucket <= to; bucket += 1n) {
    const found = byBucket.get(bucket);
    if (found) {
      candles.push(found);
      last = found.close;
    } else if (last !== null) {
      candles.push({ bucket, open: last, high: last, low: last, close: last, volume: 0n });
    }
  }
  return candles;
}
