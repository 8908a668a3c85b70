import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { AuditLog } from '../admin/audit-log';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import type { BalanceService, PriceSource } from '../wallet/balance-service';
import type { WithdrawService } from '../wallet/withdraw-service';
import { CoinmixAdminService } from './coinmix-admin-service';
import { CoinmixService, UNITS } from './coinmix-service';
import { CoinmixSettlement } from './coinmix-settlement';
import { NAV_SCALE, USDT_SCALE } from './fund-math';

export interface CoinmixModuleDeps {
  db: Kysely<DB>;
  clock: Clock;
  assets: AssetRegistry;
  ledger: Ledger;
  settings: SettingsService;
  audit: AuditLog;
  balances: BalanceService;
  withdrawals: WithdrawService;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export interface CoinmixModule {
  coinmix: CoinmixService;
  coinmixAdmin: CoinmixAdminService;
  settlement: CoinmixSettlement;
}

/** The coin-mix fund's services on one database. */
export function createCoinmixModule(d: CoinmixModuleDeps): CoinmixModule {
  const settlement = new CoinmixSettlement(d.db, d.clock, d.ledger, d.log);
  return {
    coinmix: new CoinmixService(d),
    coinmixAdmin: new CoinmixAdminService({ ...d, settlement }),
    settlement,
  };
}

/** The fund's units priced at the latest NAV for the wallet's totals; other assets from `fallback`. */
export function unitPrices(db: Kysely<DB>, fallback?: PriceSource): PriceSource {
  return {
    async priceInUsdt(asset: string): Promise<bigint | null> {
      if (asset !== UNITS) return (await fallback?.priceInUsdt(asset)) ?? null;
      const latest = await db.selectFrom('coinmix_navs').select('nav').orderBy('id', 'desc').limit(1).executeTakeFirst();
      // NAV (10^-8 USDT per unit) → USDT base units (10^-6) per whole unit, rounded down.
      return latest ? latest.nav / 10n ** BigInt(NAV_SCALE - USDT_SCALE) : null;
    },
  };
}
