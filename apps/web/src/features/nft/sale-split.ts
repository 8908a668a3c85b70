import { fromUnits, toUnits } from '@mcc/contract/amount';

// What a resale leaves the seller, computed the way the server does (apps/server/src/modules/nft/sale-math.ts).

/** Decimals of USDT's base unit on the server (the price's scale). */
export const PRICE_SCALE = 6;

/**
 * The fee and the royalty of a sale at `price` (rates are decimal fractions, "0.025"), each rounded
 * down to the base unit; the royalty gives way when both would exceed the price. Null for no price.
 */
export function saleSplit(price: string, feeRate: string, royaltyRate: string): { fee: string; royalty: string; proceeds: string } | null {
  const units = toUnits(price, PRICE_SCALE);
  const fee = toUnits(feeRate, 8);
  const royalty = toUnits(royaltyRate, 8);
  if (units === null || fee === null || royalty === null || units <= 0n) return null;
  const feeUnits = (units * fee) / 100_000_000n;
  const royaltyCut = (units * royalty) / 100_000_000n;
  const royaltyUnits = royaltyCut < units - feeUnits ? royaltyCut : units - feeUnits;
  return {
    fee: fromUnits(feeUnits, PRICE_SCALE, 2),
    royalty: fromUnits(royaltyUnits, PRICE_SCALE, 2),
    proceeds: fromUnits(units - feeUnits - royaltyUnits, PRICE_SCALE, 2),
  };
}
