import { type AmountError, parseAmount } from '@mcc/contract/amount';
import { refuse } from '../../platform/http/refusal';
import type { Text } from '../../platform/i18n/language';
import type { Asset } from './assets';
import { amountMessages } from './money-messages';

/**
 * An amount typed for `asset`, in base units, or a localised refusal naming `field`. Members get the
 * asset's input decimals. The one amount parser of the server: every module reads amounts through it.
 */
export function amountOrRefuse(
  input: unknown,
  asset: Asset,
  options: {
    field?: string;
    allowNegative?: boolean;
    allowZero?: boolean;
    /** Every decimal of the scale (operators), not just the members' input decimals. */
    full?: boolean;
    /** Another text for some refusals (e.g. "must be positive" for zero and negative). */
    texts?: Partial<Record<AmountError, Text>>;
  } = {},
): bigint {
  const decimals = options.full ? asset.scale : asset.inputDecimals;
  const parsed = parseAmount(input, { scale: asset.scale, decimals, allowNegative: options.allowNegative, allowZero: options.allowZero });
  if (!parsed.ok)
    refuse(options.texts?.[parsed.error] ?? amountMessages[parsed.error], { asset: asset.code, decimals }, options.field ?? 'amount');
  return parsed.value;
}
