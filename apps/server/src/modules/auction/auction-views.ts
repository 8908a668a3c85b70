import type { AppealMessage, LotBid, LotCard } from '@mcc/contract/auction';
import { unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { Language } from '../../platform/i18n/language';
import { maskUid } from '../../platform/mask';
import { formatRate } from '../../platform/rate';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { CatalogRepository } from '../nft/catalog-repository';
import type { TokenRepository } from '../nft/token-repository';
import { peopleOf } from '../shared-people';
import type { AppealMessageRow, AppealRow, BidRow, LotRow } from './auction-repository';
import { type DepositRule, holdOf, minNextBid, reserveMet } from './auction-rules';

/** The wire shapes of lots and bids, built from rows read in batches. */
export class AuctionViews {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly tokens: TokenRepository,
    private readonly assets: AssetRegistry,
  ) {}

  async asset(code: string): Promise<Asset> {
    return this.assets.require(code);
  }

  async money(code: string, amount: bigint): Promise<string> {
    return formatFor(await this.assets.require(code), amount);
  }

  /** The lowest bid a lot accepts now. */
  minNext(lot: LotRow, asset: Asset): bigint {
    return minNextBid({ startPrice: lot.start_price, topAmount: lot.top_amount, incrementRate: lot.increment_rate }, stepOf(asset));
  }

  /** What a bid of `amount` on the lot holds (its deposit on a deposit lot). */
  hold(lot: LotRow, amount: bigint, asset: Asset): bigint {
    return holdOf(amount, depositRule(lot), stepOf(asset));
  }

  async cards(db: Executor, lots: LotRow[], language: Language): Promise<LotCard[]> {
    const tokens = new Map(
      (
        await this.tokens.byIds(
          db,
          lots.map((l) => l.token_id),
        )
      ).map((t) => [t.id, t]),
    );
    const items = await this.catalog.itemsByIds(
      db,
      [...tokens.values()].map((t) => t.item_id),
    );
    const people = await peopleOf(
      db,
      lots.map((l) => l.seller_id),
    );
    const cards: LotCard[] = [];
    for (const lot of lots) {
      const token = tokens.get(lot.token_id);
      const item = token ? items.get(token.item_id) : undefined;
      const asset = await this.asset(lot.asset);
      const seller = people(lot.seller_id);
      cards.push({
        id: Number(lot.id),
        title: item ? nameOf(item.name_json, language, token?.serial) : `#${lot.token_id}`,
        image: token?.image_url ?? '',
        tier: token?.tier ?? '',
        token_id: Number(lot.token_id),
        asset: lot.asset,
        start_price: formatFor(asset, lot.start_price),
        current_bid: formatFor(asset, lot.top_amount ?? lot.start_price),
        min_next_bid: formatFor(asset, this.minNext(lot, asset)),
        bid_count: Number(lot.bid_count),
        has_reserve: lot.reserve !== null,
        reserve_met: reserveMet(lot.top_amount, lot.reserve),
        starts_at: unixSeconds(lot.starts_at),
        ends_at: unixSeconds(lot.ends_at),
        status: lot.status,
        seller,
        deposit_rate: lot.deposit_rate === null ? null : formatRate(lot.deposit_rate),
        deposit_amount: lot.deposit_amount === null ? null : formatFor(asset, lot.deposit_amount),
      });
    }
    return cards;
  }

  async bids(db: Executor, bids: BidRow[], viewerId: bigint | null, asset: Asset): Promise<LotBid[]> {
    const people = await peopleOf(
      db,
      bids.map((b) => b.user_id),
    );
    return bids.map((b) => ({
      id: Number(b.id),
      bidder: maskUid(people(b.user_id)?.uid ?? ''),
      amount: formatFor(asset, b.amount),
      status: b.status,
      is_mine: viewerId !== null && b.user_id === viewerId,
      created_at: unixSeconds(b.created_at),
    }));
  }
}

/** An NFT design's name in the language, with the NFT's number. */
function nameOf(nameJson: string, language: Language, serial?: bigint): string {
  let name = '';
  try {
    const text = JSON.parse(nameJson) as Record<string, string>;
    name = text[language] || text['zh-Hans'] || text.en || '';
  } catch {
    name = '';
  }
  return serial === undefined ? name : `${name} #${serial}`;
}

/** The smallest amount a member can type in the asset (0.01 USDT). */
export function stepOf(asset: Asset): bigint {
  return 10n ** BigInt(asset.scale - asset.inputDecimals);
}

/** A lot's deposit rule (null: a bid holds its whole amount). */
export function depositRule(lot: Pick<LotRow, 'deposit_rate' | 'deposit_amount' | 'start_price'>): DepositRule {
  if (lot.deposit_rate !== null) return { rate: lot.deposit_rate };
  if (lot.deposit_amount !== null) return { amount: lot.deposit_amount, startPrice: lot.start_price };
  return null;
}

/** The pictures of an appeal's message (a JSON array of URLs; anything else reads as none). */
function parseImages(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** An appeal's messages as the wire shows them; `viewerId` marks the viewer's own (null: an operator, none). */
export function appealMessages(messages: AppealMessageRow[], viewerId: bigint | null): AppealMessage[] {
  return messages.map((msg) => ({
    id: Number(msg.id),
    side: msg.side,
    is_mine: viewerId !== null && msg.user_id === viewerId,
    text: msg.text,
    images: parseImages(msg.images_json),
    created_at: unixSeconds(msg.created_at),
  }));
}

/** An order's appeal as its buyer or seller sees it. */
export function appealView(appeal: AppealRow, messages: AppealMessageRow[], viewerId: bigint) {
  return {
    id: Number(appeal.id),
    reason: appeal.reason,
    status: appeal.status,
    decision: appeal.decision,
    decision_reason: appeal.decision_reason,
    created_at: unixSeconds(appeal.created_at),
    decided_at: appeal.decided_at === null ? null : unixSeconds(appeal.decided_at),
    messages: appealMessages(messages, viewerId),
  };
}
