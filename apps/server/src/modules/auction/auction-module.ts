import type { AuditLog } from '../admin/audit-log';
import { CatalogRepository } from '../nft/catalog-repository';
import { TokenRepository } from '../nft/token-repository';
import type { UploadService } from '../upload/upload-service';
import { AuctionAdminService } from './auction-admin-service';
import { AuctionAppeals } from './auction-appeals';
import { AuctionBids } from './auction-bids';
import { AuctionJobs } from './auction-jobs';
import { AuctionLots } from './auction-lots';
import { AuctionOrders } from './auction-orders';
import { AuctionRepository } from './auction-repository';
import { AuctionViews } from './auction-views';
import { type AuctionDeps, AuctionSettlement } from './settlement';

/** What the module is built from: the services' needs but the repositories it makes, the console's audit log and the uploads a lot's pictures come from. */
export interface AuctionModuleDeps extends Omit<AuctionDeps, 'tokens' | 'repo'> {
  audit: AuditLog;
  uploads: Pick<UploadService, 'isOwnedBy'>;
}

/** The auction module's services, wired once: the members' lots, bids, orders and appeals, the console's side, the settlement. */
export interface AuctionModule {
  lots: AuctionLots;
  bids: AuctionBids;
  orders: AuctionOrders;
  appeals: AuctionAppeals;
  admin: AuctionAdminService;
  settlement: AuctionSettlement;
}

export function createAuctionModule(deps: AuctionModuleDeps): AuctionModule {
  const { db, clock, ledger, assets, settings, tips, audit, uploads, events, onPublishError } = deps;
  const tokens = new TokenRepository();
  const repo = new AuctionRepository();
  const d = { db, clock, ledger, assets, settings, tips, tokens, repo, events, onPublishError };
  const views = new AuctionViews(new CatalogRepository(), tokens, assets);
  const settlement = new AuctionSettlement(d);
  const lots = new AuctionLots(d, views);
  const bids = new AuctionBids(d, views, settlement);
  const orders = new AuctionOrders(d, views, settlement);
  const appeals = new AuctionAppeals(d, settlement, uploads);
  const admin = new AuctionAdminService(d, views, settlement, lots, audit);
  return { lots, bids, orders, appeals, admin, settlement };
}

/** The auction's daily job (closes and auto-confirmations) for the jobs runner. */
export function auctionDailyJob(deps: Omit<AuctionModuleDeps, 'audit' | 'uploads'> & { timeZone: string }): AuctionJobs {
  const repo = new AuctionRepository();
  const settlement = new AuctionSettlement({ ...deps, tokens: new TokenRepository(), repo });
  return new AuctionJobs(settlement, deps.clock, deps.timeZone);
}
