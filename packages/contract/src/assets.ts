/**
 * The assets the app knows, with the decimals of their base unit (`scale`) and what a member may
 * type (`inputDecimals`). The server's assets table holds the same values (migration 0004); the
 * clients use these to check and format amounts before the API answers.
 */
export const knownAssets = {
  USDT: { scale: 6, inputDecimals: 2 },
  MCC: { scale: 8, inputDecimals: 4 },
} as const;

export type AssetCode = keyof typeof knownAssets;
