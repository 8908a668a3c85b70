import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';

/**
 * What every service of members' money works with — balances, recharges, withdrawals, operators'
 * adjustments: the database, the clock, the assets, the ledger that posts the money and the
 * settings with each asset's rules.
 */
export interface WalletDeps {
  db: Kysely<DB>;
  clock: Clock;
  assets: AssetRegistry;
  ledger: Ledger;
  settings: SettingsService;
}
