import type { NftCard } from '@mcc/contract/nft';
import { unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { Language } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import { type OddsRow, parseOdds } from './box-repository';
import type { CatalogRepository, ItemRow } from './catalog-repository';
import type { ListingRepository, ListingRow, TokenRow } from './token-repository';

/** A royalty in basis points as a percentage: 500 → "5", 250 → "2.5". */
export function bpPercent(bp: bigint): string {
  const whole = bp / 100n;
  const rest = (bp % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

/** One odds table a box published (a commitment), as members and the console read it. */
export function oddsCommitmentView(c: OddsRow) {
  return {
    id: Number(c.id),
    odds: parseOdds(c.odds_json),
    odds_hash: c.odds_hash,
    reason: c.reason,
    created_at: unixSeconds(c.created_at),
  };
}

/** The wire shapes the NFT calls share: cards of NFTs, people, amounts. Built from rows read in batches. */
export class NftViews {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly listings: ListingRepository,
    private readonly assets: AssetRegistry,
  ) {}

  async money(code: string, amount: bigint): Promise<string> {
    return formatFor(await this.assets.require(code), amount);
  }

  /** Cards of NFTs in the given order; `listings` are their open listings when the caller has them already. */
  async cards(db: Executor, tokens: TokenRow[], language: Language, listings?: Map<bigint, ListingRow>): Promise<NftCard[]> {
    const items = await this.catalog.itemsByIds(
      db,
      tokens.map((t) => t.item_id),
    );
    const collections = await this.catalog.collectionsByIds(
      db,
      tokens.map((t) => t.collection_id),
    );
    const open =
      listings ??
      (await this.listings.openByTokens(
        db,
        tokens.filter((t) => t.state === 'listed').map((t) => t.id),
      ));
    const cards: NftCard[] = [];
    for (const token of tokens) {
      const item = items.get(token.item_id)!;
      const listing = token.state === 'listed' ? open.get(token.id) : undefined;
      cards.push({
        id: Number(token.id),
        item_id: Number(token.item_id),
        name: this.itemName(item, language),
        image: token.image_url,
        tier: token.tier,
        serial: Number(token.serial),
        supply: Number(item.supply),
        collection_id: Number(token.collection_id),
        collection_name: pickText(parseText(collections.get(token.collection_id)?.name_json ?? '{}'), language),
        state: token.state,
        listing_id: listing ? Number(listing.id) : null,
        price: listing ? await this.money(listing.asset, listing.price) : null,
        asset: listing ? listing.asset : null,
      });
    }
    return cards;
  }

  itemName(item: ItemRow, language: Language): string {
    return pickText(parseText(item.name_json), language);
  }
}
