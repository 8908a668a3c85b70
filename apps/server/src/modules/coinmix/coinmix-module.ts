import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { AuditLog } from '../admin/audit-log';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import type { BalanceService } from '../wallet/balance-service';
import type { WithdrawService } from '../wallet/withdraw-service';
import { CoinmixAdminService } from './coinmix-admin-service';
import { CoinmixService } from './coinmix-service';
import { CoinmixSettlement } from './coinmix-settlement';

export interface CoinmixModuleDeps {
  db: Kysely<DB>;
  clock: Clock;
  timeZone: string;
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
