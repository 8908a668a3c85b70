import { checkAmountInput, compareDecimal } from '@mcc/contract/amount';
import { useTranslation } from 'react-i18next';

/**
 * The coin-mix forms' word on a typed amount (subscribe, redeem, transfer out, withdraw): a number
 * of at most `decimals` decimals (`scale`: the digits it is read to), at least `min` (said in
 * `asset`), at most `max`; null when it is fine.
 */
export function useAmountCheck() {
  const { t } = useTranslation();
  return (
    amount: string,
    { decimals, scale, min, max, asset }: { decimals: number; scale: number; min: string; max: string; asset: string },
  ) => {
    if (checkAmountInput(amount, decimals, scale) !== null) return t('coinMix.amountInvalid', { decimals });
    if (compareDecimal(amount, min) < 0) return t('coinMix.belowMin', { min: `${min} ${asset}` });
    if (compareDecimal(amount, max) > 0) return t('coinMix.overAvailable');
    return null;
  };
}
