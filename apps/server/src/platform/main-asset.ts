import { formatAmount } from '@mcc/contract/amount';

/** The asset the headline figures (staking totals, team figures, the user centre) are counted in. */
export const MAIN_ASSET = 'USDT';

/** An amount of an asset as the staking and team figures show it: at least two decimals ("12.50"); scale 6 when the asset is unknown. */
export function money(value: bigint, asset: { scale: number } | undefined): string {
  return formatAmount(value, asset?.scale ?? 6, 2);
}
