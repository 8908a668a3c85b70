import { BoxRepository } from './box-repository';
import { CatalogRepository } from './catalog-repository';
import { DrawRepository } from './draw-repository';
import { ListingRepository, TokenRepository } from './token-repository';

/** The NFT module's repositories, one of each, shared by its services. */
export interface NftRepos {
  catalog: CatalogRepository;
  tokens: TokenRepository;
  listings: ListingRepository;
  boxes: BoxRepository;
  draws: DrawRepository;
}

export function nftRepos(): NftRepos {
  return {
    catalog: new CatalogRepository(),
    tokens: new TokenRepository(),
    listings: new ListingRepository(),
    boxes: new BoxRepository(),
    draws: new DrawRepository(),
  };
}
