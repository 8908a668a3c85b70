import type { Executor } from '../../platform/db/executor';
import type { CatalogRepository, ItemWithImage } from './catalog-repository';
import type { TokenRepository, TokenRow } from './token-repository';

/**
 * Makes NFTs of a design: takes the supply (free, or what a box reserved) with a conditional update,
 * then writes the NFTs with the next serials and the design's image and content hash as they are
 * now. The caller adds their provenance (minted, and how they reached their owner).
 */
export class Minter {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly tokens: TokenRepository,
  ) {}

  /** `count` NFTs of `item` for `ownerId` (null = the platform), or null when the supply does not allow it. */
  async mint(
    db: Executor,
    item: ItemWithImage,
    ownerId: bigint | null,
    from: 'free' | 'reserved',
    count: bigint,
    now: bigint,
  ): Promise<TokenRow[] | null> {
    const last = await this.catalog.takeSupply(db, item.id, count, from, now);
    if (last === null) return null;
    const made: TokenRow[] = [];
    for (let serial = last - count + 1n; serial <= last; serial++) {
      made.push(
        await this.tokens.insert(db, {
          item_id: item.id,
          collection_id: item.collection_id,
          tier: item.tier,
          serial,
          image_url: item.image_url,
          image_hash: item.image_sha256,
          owner_id: ownerId,
          state: 'held',
          locked_by: null,
          created_at: now,
          updated_at: now,
        }),
      );
    }
    return made;
  }
}
