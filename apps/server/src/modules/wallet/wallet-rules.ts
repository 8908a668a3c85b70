import { parseAmount } from '@mcc/contract/amount';
import type { Asset } from '../ledger/assets';
import type { Settings } from '../settings/definitions';
import { settingDefinitions } from '../settings/definitions';

/** The wallet's settings for one asset, in base units. */
export interface AssetRules {
  transferFee: bigint;
  transferMin: bigint;
  /** Present for assets that leave the platform (withdraw, manual recharge). */
  chain: {
    depositNetwork: string;
    depositAddress: string;
    withdrawNetwork: string;
    withdrawFee: bigint;
    withdrawMin: bigint;
    withdrawDailyLimit: bigint;
    rechargeMin: bigint;
  } | null;
  /** Above this (in base units) an adjustment or a withdrawal needs a second operator. */
  twoApprovalThreshold: bigint;
}

type DecimalKey = {
  [K in keyof Settings]: (typeof settingDefinitions)[K]['default'] extends string ? K : never;
}[keyof Settings];

/** A setting in base units of `asset`; a value with more decimals than the asset has falls back to the default. */
function amountSetting(settings: Settings, key: string, asset: Asset): bigint {
  if (!Object.hasOwn(settingDefinitions, key)) return 0n;
  const k = key as DecimalKey;
  const parse = (value: unknown) => parseAmount(value, { scale: asset.scale, decimals: asset.scale, allowZero: true });
  const parsed = parse(settings[k]);
  if (parsed.ok) return parsed.value;
  const fallback = parse(settingDefinitions[k].default);
  return fallback.ok ? fallback.value : 0n;
}

/** Reads one asset's rules from the settings (transfer keys are `transfer_fee_<code>`, `transfer_min_<code>`). */
export function assetRules(settings: Settings, asset: Asset): AssetRules {
  const code = asset.code.toLowerCase();
  return {
    transferFee: amountSetting(settings, `transfer_fee_${code}`, asset),
    transferMin: amountSetting(settings, `transfer_min_${code}`, asset),
    chain: asset.withdrawable
      ? {
          depositNetwork: settings.deposit_network,
          depositAddress: settings.deposit_address,
          withdrawNetwork: settings.withdraw_network,
          withdrawFee: amountSetting(settings, 'withdraw_fee', asset),
          withdrawMin: amountSetting(settings, 'withdraw_min', asset),
          withdrawDailyLimit: amountSetting(settings, 'withdraw_daily_limit', asset),
          rechargeMin: amountSetting(settings, 'recharge_min', asset),
        }
      : null,
    twoApprovalThreshold: amountSetting(settings, 'two_approval_threshold', asset),
  };
}
