import type { auctionApi } from '@mcc/contract/auction';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Transaction } from 'kysely';
import { nowMs, unixSeconds } from '../../platform/clock';
import { keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { formatRate, RATE_ONE } from '../../platform/rate';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, formatFor } from '../ledger/assets';
import { auctionMessages as m } from './auction-messages';
import { auctionLock, type LotRow } from './auction-repository';
import { type DepositRule, fractionToRate } from './auction-rules';
import { auctionRules } from './auction-rules-settings';
import type { AuctionViews } from './auction-views';
import type { AuctionDeps } from './settlement';

const MINUTE = 60_000n;
const DAY = 24n * 60n * MINUTE;
export const MIN_DURATION = 10n * MINUTE;
export const MAX_DURATION = 30n * DAY;
/** Increments a lot may ask, parts per 10^8: 1% to 50%. */
const MIN_INCREMENT = RATE_ONE / 100n;
const MAX_INCREMENT = RATE_ONE / 2n;
/** Deposits a lot may ask, parts per 10^8: 1% to 99% of the bid. */
const MIN_DEPOSIT = RATE_ONE / 100n;
const MAX_DEPOSIT = (RATE_ONE * 99n) / 100n;

/** What a new lot asks, checked. */
export interface NewLot {
  tokenId: bigint;
  sellerId: bigint | null;
  startPrice: bigint;
  reserve: bigint | null;
  incrementRate: bigint;
  startsAt: bigint;
  endsAt: bigint;
  asset: Asset;
  deposit: DepositRule;
  /** The auction fee of the moment the lot is listed, kept for its sale. */
  feeRate: bigint;
}

/**
 * Opens `lot` in `trx`: its row, open with no bid yet, and its NFT moved from held to locked by the
 * lot. The lot's id, or null when the NFT was not held by the seller (null: the platform's stock);
 * the row is written by then, so on null the caller throws and `trx` rolls back.
 */
export async function openLot(
  trx: Transaction<DB>,
  { repo, tokens }: Pick<AuctionDeps, 'repo' | 'tokens'>,
  lot: NewLot,
  now: bigint,
): Promise<bigint | null> {
  const id = await repo.insertLot(trx, {
    token_id: lot.tokenId,
    seller_id: lot.sellerId,
    asset: lot.asset.code,
    start_price: lot.startPrice,
    reserve: lot.reserve,
    increment_rate: lot.incrementRate,
    fee_rate: lot.feeRate,
    starts_at: lot.startsAt,
    ends_at: lot.endsAt,
    original_ends_at: lot.endsAt,
    status: 'open',
    top_bid_id: null,
    top_bidder_id: null,
    top_amount: null,
    created_at: now,
    updated_at: now,
    closed_at: null,
    deposit_rate: lot.deposit !== null && 'rate' in lot.deposit ? lot.deposit.rate : null,
    deposit_amount: lot.deposit !== null && 'amount' in lot.deposit ? lot.deposit.amount : null,
  });
  const locked = await tokens.move(
    trx,
    lot.tokenId,
    lot.sellerId,
    { state: 'held', lockedBy: null },
    { state: 'locked', lockedBy: auctionLock(id) },
    now,
  );
  return locked ? id : null;
}

/** What a listing asks, as a member or an operator types it. */
export interface LotTerms {
  start_price: string;
  reserve?: string;
  increment_percent?: string;
  starts_at?: number;
  ends_at: number;
  deposit_percent?: string;
  deposit_amount?: string;
}

/**
 * Lots for members: the open lots and one lot with its bids, listing a held NFT (the NFT is locked
 * until the lot closes) and the member's own lots as seller. The console lists the platform's NFTs
 * through the same check and creation.
 */
export class AuctionLots {
  constructor(
    private readonly d: AuctionDeps,
    private readonly views: AuctionViews,
  ) {}

  async index(page: number, language: Language): Promise<DataOf<typeof auctionApi.index>> {
    const rows = await this.d.repo.pageOfOpen(this.d.db, page);
    return { ...rows, list: await this.views.cards(this.d.db, rows.list, language) };
  }

  async detail(userId: bigint, id: bigint, language: Language): Promise<DataOf<typeof auctionApi.detail>> {
    const lot = await this.d.repo.findLot(this.d.db, id);
    if (!lot) return refuse(m.lotNotFound, {}, 'id');
    return this.#lotDetail(userId, lot, language);
  }

  async #lotDetail(userId: bigint, lot: LotRow, language: Language) {
    const { db, repo } = this.d;
    const rules = await auctionRules(this.d.settings, this.d.assets);
    const asset = await this.views.asset(lot.asset);
    const [card] = await this.views.cards(db, [lot], language);
    const bids = await repo.bidsOfLot(db, lot.id);
    const order = (await repo.ordersByLots(db, [lot.id])).get(lot.id);
    const isLeading = lot.status === 'open' && lot.top_bidder_id === userId;
    return {
      ...card!,
      increment_rate: formatRate(lot.increment_rate),
      snipe_seconds: Number(rules.sniping.windowMs / 1000n),
      extend_seconds: Number(rules.sniping.extendMs / 1000n),
      input_decimals: asset.inputDecimals,
      pay_hours: rules.payHours,
      min_next_hold: formatFor(asset, this.views.hold(lot, this.views.minNext(lot, asset), asset)),
      is_seller: lot.seller_id === userId,
      is_leading: isLeading,
      my_hold: formatFor(asset, isLeading && lot.top_amount !== null ? this.views.hold(lot, lot.top_amount, asset) : 0n),
      order_id: order && (order.buyer_id === userId || order.seller_id === userId) ? Number(order.id) : null,
      bids: await this.views.bids(db, bids, userId, asset),
    };
  }

  /** Puts a held NFT of the member's on auction; the NFT is locked until the lot closes. */
  async add(userId: bigint, input: ParsedOf<typeof auctionApi.add>): Promise<DataOf<typeof auctionApi.add>> {
    const token = await this.d.tokens.find(this.d.db, BigInt(input.token_id));
    if (!token || token.owner_id !== userId) return refuse(m.lotNotFound, {}, 'token_id');
    const lot = await this.checkNewLot(input, token.id, userId);
    return this.createLot(lot);
  }

  /** Checks what a new lot asks (a member's or the platform's). */
  async checkNewLot(input: LotTerms, tokenId: bigint, sellerId: bigint | null): Promise<NewLot> {
    const rules = await auctionRules(this.d.settings, this.d.assets);
    const asset = rules.asset;
    const startPrice = amountOrRefuse(input.start_price, asset, { field: 'start_price' });
    if (startPrice < rules.minPrice) refuse(m.belowMinPrice, { min: formatFor(asset, rules.minPrice), asset: asset.code }, 'start_price');
    const reserve = input.reserve === undefined || input.reserve === '' ? null : amountOrRefuse(input.reserve, asset, { field: 'reserve' });
    if (reserve !== null && reserve < startPrice) refuse(m.reserveBelowStart, {}, 'reserve');
    let incrementRate = rules.incrementRate;
    if (input.increment_percent !== undefined) {
      incrementRate = fractionToRate(input.increment_percent) / 100n;
      if (incrementRate < MIN_INCREMENT || incrementRate > MAX_INCREMENT) refuse(m.badIncrement, {}, 'increment_percent');
    }
    const deposit = this.#depositRule(input, startPrice, asset);
    const now = nowMs(this.d.clock);
    const startsAt = input.starts_at === undefined ? now : BigInt(input.starts_at) * 1000n;
    const endsAt = BigInt(input.ends_at) * 1000n;
    if (startsAt < now - MINUTE || endsAt <= now || endsAt - startsAt < MIN_DURATION || endsAt - startsAt > MAX_DURATION)
      refuse(m.badTimes, {}, 'ends_at');
    return {
      tokenId,
      sellerId,
      startPrice,
      reserve,
      incrementRate,
      startsAt: startsAt < now ? now : startsAt,
      endsAt,
      asset,
      deposit,
      feeRate: rules.feeRate,
    };
  }

  /** A listing's deposit: a percentage (1–99) or an amount below the start price, not both; none by default. */
  #depositRule(input: { deposit_percent?: string; deposit_amount?: string }, startPrice: bigint, asset: Asset): DepositRule {
    const percent = input.deposit_percent === undefined || input.deposit_percent === '' ? null : input.deposit_percent;
    const amount = input.deposit_amount === undefined || input.deposit_amount === '' ? null : input.deposit_amount;
    if (percent !== null && amount !== null) return refuse(m.badDeposit, {}, 'deposit_amount');
    if (percent !== null) {
      const rate = fractionToRate(percent) / 100n;
      if (rate < MIN_DEPOSIT || rate > MAX_DEPOSIT) refuse(m.badDeposit, {}, 'deposit_percent');
      return { rate };
    }
    if (amount !== null) {
      const value = amountOrRefuse(amount, asset, { field: 'deposit_amount' });
      if (value >= startPrice) refuse(m.badDeposit, {}, 'deposit_amount');
      return { amount: value, startPrice };
    }
    return null;
  }

  /** Creates the lot and locks its NFT in one transaction; refuses an NFT that is not held by the seller. */
  async createLot(
    lot: NewLot,
    afterInsert?: (trx: Transaction<DB>, id: bigint) => Promise<void>,
  ): Promise<{ id: number; ends_at: number }> {
    const { db, clock } = this.d;
    const now = nowMs(clock);
    try {
      const id = await db.transaction().execute(async (trx) => {
        const id = await openLot(trx, this.d, lot, now);
        if (id === null) return refuse(m.notAvailable, {}, 'token_id');
        await afterInsert?.(trx, id);
        return id;
      });
      return { id: Number(id), ends_at: unixSeconds(lot.endsAt) };
    } catch (error) {
      if (uniqueViolationColumn(error) !== null) refuse(m.notAvailable, {}, 'token_id');
      throw error;
    }
  }

  /** The member's lots as seller, newest first (page `page`, or older than `before`), with the order each one's sale made. */
  async coupons(
    userId: bigint,
    query: ParsedOf<typeof auctionApi.coupons>,
    language: Language,
  ): Promise<DataOf<typeof auctionApi.coupons>> {
    const { db, repo } = this.d;
    const rows = await repo.pageOfSeller(db, userId, keysetWindow(query));
    const cards = await this.views.cards(db, rows.list, language);
    const orders = await repo.ordersByLots(
      db,
      rows.list.map((l) => l.id),
    );
    return mapPage(rows, (lot, i) => {
      const order = orders.get(lot.id);
      return { lot: cards[i]!, order_id: order ? Number(order.id) : null, order_status: order?.status ?? null };
    });
  }

  /** One of the member's lots as seller; another member's lot reads as "no such lot". */
  async coupon(userId: bigint, id: bigint, language: Language): Promise<DataOf<typeof auctionApi.coupon>> {
    const lot = await this.d.repo.findLot(this.d.db, id);
    if (!lot || lot.seller_id !== userId) return refuse(m.lotNotFound, {}, 'id');
    const detail = await this.#lotDetail(userId, lot, language);
    const order = (await this.d.repo.ordersByLots(this.d.db, [lot.id])).get(lot.id);
    const asset = await this.views.asset(lot.asset);
    return { ...detail, reserve: lot.reserve === null ? null : formatFor(asset, lot.reserve), order_status: order?.status ?? null };
  }
}
