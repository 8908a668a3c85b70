// How a resale's price is split, in integers only. The buyer pays the price; the seller pays the
// marketplace fee and the collection's royalty out of it. Each is rounded UP to the asset's base
// unit, as every amount the platform takes is, so no sale can be cut small enough to pay none.

import { ceilDiv, RATE_ONE } from '../../platform/rate';

/** Royalties are basis points: 500n = 5%. */
export const BP_ONE = 10_000n;
/** The highest royalty a collection may ask: 50%. */
export const MAX_ROYALTY_BP = 5_000n;

export interface SaleSplit {
  fee: bigint;
  royalty: bigint;
  /** What the seller keeps. */
  proceeds: bigint;
}

/**
 * The fee (`feeRate` parts per 10^8 of the price) and royalty (`royaltyBp` of the price), each
 * rounded up; when together they would exceed the price, the royalty gives way (the fee is the
 * platform's setting, the royalty is capped so the seller never pays in).
 */
export function saleSplit(price: bigint, feeRate: bigint, royaltyBp: bigint): SaleSplit {
  if (price <= 0n) throw new RangeError('a price is positive');
  if (feeRate < 0n || feeRate > RATE_ONE || royaltyBp < 0n || royaltyBp > BP_ONE) throw new RangeError('rates are fractions of the price');
  const fee = ceilDiv(price * feeRate, RATE_ONE);
  let royalty = ceilDiv(price * royaltyBp, BP_ONE);
  // The royalty never takes more than the fee leaves.
  if (royalty > price - fee) royalty = price - fee;
  return { fee, royalty, proceeds: price - fee - royalty };
}

/** A royalty typed as a percentage with up to 2 decimals ("5", "2.5") in basis points, or null. */
export function percentToBp(text: string): bigint | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A chance typed as a percentage with up to 4 decimals ("30", "0.5") in parts per million, or null. */
export function percentToPpm(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]!) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}
