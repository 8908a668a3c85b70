import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../admin/audit-log';
import { CoinmixAdminService } from './coinmix-admin-service';
import { type CoinmixDeps, CoinmixService } from './coinmix-service';
import { CoinmixSettlement } from './coinmix-settlement';

/** What the module is built from: the members' service's needs, the console's audit log and where the settlement reports a failure. */
export interface CoinmixModuleDeps extends CoinmixDeps {
  audit: AuditLog;
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
