import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAsset } from '../api/wallet-keys';
import { defaultInputDecimals } from '../api/wallet-keys';
import type { WalletProblem } from '../validation';

/** A broken form rule in the member's language, with the figures it names. */
export function useProblemText(asset: WalletAsset, decimals = defaultInputDecimals[asset]) {
  const { t } = useTranslation();
  return useCallback(
    (problem: WalletProblem, values: { min?: string; max?: string; spendable?: string; network?: string } = {}) =>
      t(`wallet.errors.${problem}`, { asset, decimals, ...values }),
    [t, asset, decimals],
  );
}
