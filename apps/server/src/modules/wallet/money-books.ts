import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';

/**
 * The books every service of members' money keeps to — balances, recharges, withdrawals,
 * operators' adjustments: which assets there are, the ledger that posts them, and the settings that
 * hold each asset's rules.
 */
export interface MoneyBooks {
  assets: AssetRegistry;
  ledger: Ledger;
  settings: SettingsService;
}
