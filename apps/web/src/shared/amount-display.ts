import { padDecimal, truncateDecimal } from '@mcc/contract/amount';
import { knownAssets } from '@mcc/contract/assets';

/**
 * Decimals each asset shows with, wherever an amount is drawn: USDT the cents a member may type;
 * MCC, whose price makes its small decimals worth something, every decimal the server sends (4 to 8).
 */
const DISPLAY_DECIMALS: Readonly<Record<string, number>> = { USDT: knownAssets.USDT.inputDecimals };

/**
 * The one display rule for amounts: an asset with display decimals shows exactly that many, cut
 * (never rounded up: a page never shows more than there is) and padded. The server's strings keep
 * every decimal of the ledger; only what is drawn is cut. Other assets and anything not a plain
 * decimal show as sent.
 */
export function showAmount(value: string, asset: string): string {
  const decimals = Object.hasOwn(DISPLAY_DECIMALS, asset) ? DISPLAY_DECIMALS[asset] : undefined;
  if (decimals === undefined || !/^[+-]?\d+(\.\d+)?$/.test(value)) return value;
  const sign = /^[+-]/.test(value) ? value[0] : '';
  const shown = padDecimal(truncateDecimal(sign ? value.slice(1) : value, decimals), decimals);
  return /^[0.]+$/.test(shown) ? shown : `${sign}${shown}`;
}
