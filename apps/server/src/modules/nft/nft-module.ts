import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { AuditLog } from '../admin/audit-log';
import type { AssetRegistry } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { SettingsService } from '../settings/settings-service';
import { BoxService } from './box-service';
import { Minter } from './minting';
import { NftBoxesAdmin } from './nft-admin-boxes';
import { NftCatalogueAdmin } from './nft-admin-catalogue';
import { NftListingsAdmin } from './nft-admin-listings';
import { NftRecipesAdmin } from './nft-admin-recipes';
import { NftBrowseService } from './nft-browse-service';
import { NftConsole } from './nft-console';
import type { ImageStore } from './nft-images';
import { NftMarketService } from './nft-market-service';
import { nftRepos } from './nft-repos';
import { NftViews } from './nft-views';
import { SeedService } from './seed-service';
import { SynthesisService } from './synthesis-service';

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
  browse: NftBrowseService;
  market: NftMarketService;
  synthesis: SynthesisService;
  /** The console's NFT work, by concern. */
  admin: {
    catalogue: NftCatalogueAdmin;
    listings: NftListingsAdmin;
    boxes: NftBoxesAdmin;
    recipes: NftRecipesAdmin;
  };
}

export function createNftModule({ db, clock, ledger, assets, settings, audit, images }: NftDeps): NftModule {
  const repos = nftRepos();
  const views = new NftViews(repos.catalog, repos.listings, assets);
  const minter = new Minter(repos.catalog, repos.tokens);
  const seeds = new SeedService(db, clock, repos.draws, views);
  const boxes = new BoxService(db, clock, ledger, assets, repos, minter, seeds, views);
  const browse = new NftBrowseService(db, assets, settings, repos, views);
  const market = new NftMarketService(db, clock, ledger, assets, settings, repos, views);
  const synthesis = new SynthesisService(db, clock, repos, minter, seeds, views);
  const nftConsole = new NftConsole(db, clock, assets, audit, repos, views);
  const admin = {
    catalogue: new NftCatalogueAdmin(nftConsole, images, minter),
    listings: new NftListingsAdmin(nftConsole, market),
    boxes: new NftBoxesAdmin(nftConsole),
    recipes: new NftRecipesAdmin(nftConsole),
  };
  return { seeds, boxes, browse, market, synthesis, admin };
}
