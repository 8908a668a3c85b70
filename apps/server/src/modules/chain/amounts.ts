/** The largest amount a BIGINT column holds. */
export const MAX_BASE_UNITS = 2n ** 63n - 1n;

/**
 * A token amount (the token's own decimals) in the ledger asset's base units (its scale). With more
 * token decimals than the asset keeps, the fraction below the asset's smallest unit is not credited
 * (rounded down): a deposit is never credited more than arrived.
 */
export function tokenToAsset(raw: bigint, tokenDecimals: number, assetScale: number): bigint {
  if (raw < 0n) throw new Error('negative token amount');
  if (tokenDecimals >= assetScale) return raw / 10n ** BigInt(tokenDecimals - assetScale);
  return raw * 10n ** BigInt(assetScale - tokenDecimals);
}

/** Confirmations of a log in block `block` when the chain's head is `head` (its own block counts as one). */
export function confirmationsAt(head: bigint, block: bigint): bigint {
  return head >= block ? head - block + 1n : 0n;
}

/** A withdrawal amount (asset base units) in token units; null when the token cannot carry it exactly. */
export function assetToToken(amount: bigint, tokenDecimals: number, assetScale: number): bigint | null {
  if (amount <= 0n) return null;
  if (tokenDecimals >= assetScale) return amount * 10n ** BigInt(tokenDecimals - assetScale);
  const unit = 10n ** BigInt(assetScale - tokenDecimals);
  return amount % unit === 0n ? amount / unit : null;
}
