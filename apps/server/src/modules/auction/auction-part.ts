import type { AuctionViews } from './auction-views';
import type { AuctionDeps, AuctionSettlement } from './settlement';

/** A part of the auctions that moves money: the module's needs, the lots' views and the settlement that announces what committed. */
export abstract class AuctionPart {
  constructor(
    protected readonly d: AuctionDeps,
    protected readonly views: AuctionViews,
    protected readonly settlement: AuctionSettlement,
  ) {}
}
