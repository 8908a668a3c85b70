import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { AuditLog } from '../admin/audit-log';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { CatalogRepository } from '../nft/catalog-repository';
import { TokenRepository } from '../nft/token-repository';
import type { SettingsService } from '../settings/settings-service';
import type { OrderTips } from '../tips/tips-service';
import type { UploadService } from '../upload/upload-service';
import { AuctionAdminService } from './auction-admin-service';
import { AuctionJobs } from './auction-jobs';
import { AuctionRepository } from './auction-repository';
import { AuctionService } from './auction-service';
import { AuctionViews } from './auction-views';
import { AuctionSettlement } from './settlement';

export interface AuctionModuleDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  settings: SettingsService;
  tips: OrderTips;
  audit: AuditLog;
  uploads: Pick<UploadService, 'isOwnedBy'>;
  events?: EventBus;
  onPublishError?: (error: unknown) => void;
}

/** The auction module's services, wired once. */
export interface AuctionModule {
  members: AuctionService;
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
  const members = new AuctionService(d, views, settlement, uploads);
  const admin = new AuctionAdminService(d, views, settlement, members, audit);
  return { members, admin, settlement };
}

/** The auction's daily job (closes and auto-confirmations) for the jobs runner. */
export function auctionDailyJob(deps: Omit<AuctionModuleDeps, 'audit' | 'uploads'> & { timeZone: string }): AuctionJobs {
  const repo = new AuctionRepository();
  const settlement = new AuctionSettlement({ ...deps, tokens: new TokenRepository(), repo });
  return new AuctionJobs(settlement, deps.clock, deps.timeZone);
}
