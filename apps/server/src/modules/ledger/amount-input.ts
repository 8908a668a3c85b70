import { refuse } from '../../platform/http/refusal';
import type { Asset } from './assets';
import { parseAmount } from './money';
import { amountMessages } from './money-messages';

/**
 * An amount typed for `asset`, in base units, or a localised refusal naming `field`. Members get the
 * asset's input decimals; `full` (operators) allows every decimal of the scale.
 */
export function amountOrRefuse(
  input: unknown,
  asset: Asset,
  options: { field?: string; allowNegative?: boolean; full?: boolean } = {},
): bigint {
  const decimals = options.full ? asset.scale : asset.inputDecimals;
  const parsed = parseAmount(input, { scale: asset.scale, decimals, allowNegative: options.allowNegative });
  if (!parsed.ok) refuse(amountMessages[parsed.error], { asset: asset.code, decimals }, options.field ?? 'amount');
  return parsed.value;
}
