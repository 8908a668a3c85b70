import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { AuditLog } from '../admin/audit-log';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import { BoxRepository } from './box-repository';
import { BoxService } from './box-service';
import { CatalogRepository } from './catalog-repository';
import { DrawRepository } from './draw-repository';
import { Minter } from './minting';
import { NftAdminService } from './nft-admin-service';
import type { ImageStore } from './nft-images';
import { NftMarketService } from './nft-market-service';
import { NftViews } from './nft-views';
import { SeedService } from './seed-service';
import { SynthesisService } from './synthesis-service';
import { ListingRepository, TokenRepository } from './token-repository';

export interface NftDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  settings: SettingsService;
  audit: AuditLog;
  images: ImageStore;
}

/** The NFT module's services, wired once (app.ts registers their routes in the members' and the console's scopes). */
export interface NftModule {
  seeds: SeedService;
  boxes: BoxService;
  market: NftMarketService;
  synthesis: SynthesisService;
  admin: NftAdminService;
}

export function createNftModule({ db, clock, ledger, assets, settings, audit, images }: NftDeps): NftModule {
  const repos = {
    catalog: new CatalogRepository(),
    tokens: new TokenRepository(),
    listings: new ListingRepository(),
    boxes: new BoxRepository(),
    draws: new DrawRepository(),
  };
  const views = new NftViews(repos.catalog, repos.listings, assets);
  const minter = new Minter(repos.catalog, repos.tokens);
  const seeds = new SeedService(db, clock, repos.draws, views);
  const boxes = new BoxService(db, clock, ledger, assets, repos, minter, seeds, views);
  const market = new NftMarketService(db, clock, ledger, assets, settings, repos, views);
  const synthesis = new SynthesisService(db, clock, repos, minter, seeds, views);
  const admin = new NftAdminService(db, clock, assets, audit, images, repos, minter, market, views);
  return { seeds, boxes, market, synthesis, admin };
}
