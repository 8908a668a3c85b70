import type { auctionApi, TimelineStep } from '@mcc/contract/auction';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Transaction } from 'kysely';
import { nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { uniqueViolationColumn } from '../../platform/db/unique-violation';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { maskUid } from '../../platform/mask';
import { membersDirectory } from '../../platform/members-directory';
import type { MemberActor, MoneyAction } from '../../platform/money-action';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, formatFor } from '../ledger/assets';
import type { Move } from '../ledger/postings';
import type { UploadService } from '../upload/upload-service';
import { auctionMessages as m } from './auction-messages';
import { type AppealRow, auctionLock, type LotRow, type OrderRow } from './auction-repository';
import { type DepositRule, endAfterBid, fractionToRate, RATE_ONE, saleFee } from './auction-rules';
import { type AuctionRules, auctionRules } from './auction-rules-settings';
import type { AuctionViews } from './auction-views';
import { type AuctionDeps, type AuctionSettlement, BID_HOLD, type PendingTip } from './settlement';

type BidInput = ParsedOf<typeof auctionApi.bid>;
type BidData = DataOf<typeof auctionApi.bid>;
type ConfirmInput = ParsedOf<typeof auctionApi.confirm>;
type ConfirmData = DataOf<typeof auctionApi.confirm>;
type PayInput = ParsedOf<typeof auctionApi.pay>;
type PayData = DataOf<typeof auctionApi.pay>;

export interface BidPlan {
  userId: bigint;
  lotId: bigint;
  amount: bigint;
  asset: Asset;
  rules: AuctionRules;
  /** Filled by the effect for the announcement after the commit. */
  announced?: { event: BidEvent; tips: PendingTip[] };
}

interface BidEvent {
  lot_id: number;
  bid_id: number;
  amount: string;
  bidder: string;
  min_next_bid: string;
  ends_at: number;
  extended: boolean;
  bid_count: number;
  created_at: number;
}

export interface PayPlan {
  userId: bigint;
  order: OrderRow;
  asset: Asset;
  confirmMs: bigint;
  tips: PendingTip[];
}

export interface ConfirmPlan {
  userId: bigint;
  order: OrderRow;
  asset: Asset;
  tips: PendingTip[];
}

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
 * Auctions for members: listing an NFT, lots and their bids, bidding (a money action), the
 * member's bids and won orders, their lots as seller, confirming receipt and appeals.
 */
export class AuctionService {
  readonly bid: MoneyAction<MemberActor, BidInput, BidPlan, BidData>;
  readonly confirm: MoneyAction<MemberActor, ConfirmInput, ConfirmPlan, ConfirmData>;
  readonly pay: MoneyAction<MemberActor, PayInput, PayPlan, PayData>;

  constructor(
    private readonly d: AuctionDeps,
    private readonly views: AuctionViews,
    private readonly settlement: AuctionSettlement,
    private readonly uploads: Pick<UploadService, 'isOwnedBy'>,
  ) {
    this.bid = {
      plan: (actor, input) => this.#planBid(actor, input),
      execute: (trx, plan) => this.#executeBid(trx, plan),
      committed: (_result, plan) => this.#announceBid(plan),
    };
    this.pay = {
      plan: (actor, input) => this.#planPay(actor, input),
      execute: (trx, plan) => this.#executePay(trx, plan),
      committed: (_result, plan) => this.settlement.announce(plan.tips),
    };
    this.confirm = {
      plan: (actor, input) => this.#planConfirm(actor, input),
      execute: (trx, plan) => this.#executeConfirm(trx, plan),
      committed: (_result, plan) => this.settlement.announce(plan.tips),
    };
  }

  // ---- Lots ----

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
  async checkNewLot(
    input: {
      start_price: string;
      reserve?: string;
      increment_percent?: string;
      starts_at?: number;
      ends_at: number;
      deposit_percent?: string;
      deposit_amount?: string;
    },
    tokenId: bigint,
    sellerId: bigint | null,
  ): Promise<NewLot> {
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
    const { db, clock, repo, tokens } = this.d;
    const now = nowMs(clock);
    try {
      const id = await db.transaction().execute(async (trx) => {
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
        await afterInsert?.(trx, id);
        const locked = await tokens.move(
          trx,
          lot.tokenId,
          lot.sellerId,
          { state: 'held', lockedBy: null },
          { state: 'locked', lockedBy: auctionLock(id) },
          now,
        );
        if (!locked) refuse(m.notAvailable, {}, 'token_id');
        return id;
      });
      return { id: Number(id), ends_at: unixSeconds(lot.endsAt) };
    } catch (error) {
      if (uniqueViolationColumn(error) !== null) refuse(m.notAvailable, {}, 'token_id');
      throw error;
    }
  }

  // ---- Bids ----

  async #planBid(actor: MemberActor, input: BidInput): Promise<BidPlan> {
    const lot = await this.d.repo.findLot(this.d.db, BigInt(input.lot_id));
    if (!lot) return refuse(m.lotNotFound, {}, 'lot_id');
    const rules = await auctionRules(this.d.settings, this.d.assets);
    const asset = await this.views.asset(lot.asset);
    const amount = amountOrRefuse(input.amount, asset, { field: 'amount' });
    this.#checkBid(lot, actor.userId, amount, asset, nowMs(this.d.clock));
    return { userId: actor.userId, lotId: lot.id, amount, asset, rules };
  }

  /** Refuses a bid the lot cannot take now (closed, not started, the seller's own, below the minimum). */
  #checkBid(lot: LotRow, userId: bigint, amount: bigint, asset: Asset, now: bigint): void {
    if (lot.seller_id === userId) refuse(m.ownLot, {}, 'lot_id');
    if (lot.status !== 'open' || now >= lot.ends_at) refuse(m.lotClosed, {}, 'lot_id');
    if (now < lot.starts_at) refuse(m.lotNotStarted, {}, 'lot_id');
    const min = this.views.minNext(lot, asset);
    if (amount < min) refuse(m.belowMinimum, { min: formatFor(asset, min), asset: asset.code }, 'amount');
  }

  /**
   * The bid, serialised on the lot's row: lock the lot, read the top bid the previous bid left,
   * check again, post one entry (the amount from available to the bidder's hold; the previous top
   * bid's hold back to its owner), mark the previous top outbid, record this bid as the top and move
   * the lot to it on the version read. At every moment exactly one bid of a lot holds money.
   */
  async #executeBid(trx: Transaction<DB>, plan: BidPlan): Promise<BidData> {
    const { clock, ledger, repo } = this.d;
    const now = nowMs(clock);
    const lot = await repo.lockLot(trx, plan.lotId, now);
    if (!lot) return refuse(m.lotNotFound, {}, 'lot_id');
    this.#checkBid(lot, plan.userId, plan.amount, plan.asset, now);
    const endsAt = endAfterBid(lot.ends_at, now, plan.rules.sniping);
    const code = plan.asset.code;
    // A bid holds its amount, or its deposit on a deposit lot; the previous top bid's hold goes back.
    const hold = this.views.hold(lot, plan.amount, plan.asset);
    const moves: Move[] = [{ from: member(plan.userId, code), to: member(plan.userId, code, BID_HOLD), amount: hold }];
    if (lot.top_bidder_id !== null && lot.top_amount !== null)
      moves.push({
        from: member(lot.top_bidder_id, code, BID_HOLD),
        to: member(lot.top_bidder_id, code),
        amount: this.views.hold(lot, lot.top_amount, plan.asset),
        type: 'auction_release',
      });
    const posted = await this.d.ledger.post(trx, {
      kind: 'auction_bid',
      moves,
      params: { lot_id: String(lot.id) },
      ref: { type: 'auction_lot', id: lot.id },
    });
    if (lot.top_bid_id !== null && !(await repo.setBidStatus(trx, lot.top_bid_id, 'top', 'outbid')))
      throw new Error(`auction: lot ${lot.id} lost its top bid`);
    const bidId = await repo.insertBid(trx, {
      lot_id: lot.id,
      user_id: plan.userId,
      amount: plan.amount,
      status: 'top',
      entry_id: posted.entryId,
      ends_at: endsAt,
      created_at: now,
    });
    if (!(await repo.setTop(trx, lot, { bidId, userId: plan.userId, amount: plan.amount, endsAt }, now)))
      throw new Error(`auction: lot ${lot.id} moved under its lock`);
    const tips: PendingTip[] = [];
    if (lot.top_bidder_id !== null && lot.top_amount !== null && lot.top_bidder_id !== plan.userId)
      await this.settlement.addTip(
        trx,
        tips,
        { userId: lot.top_bidder_id, kind: 'auction_outbid', refType: 'auction_lot', refId: String(lot.top_bid_id) },
        { lot_id: String(lot.id), amount: formatFor(plan.asset, lot.top_amount), asset: code },
      );
    const after: LotRow = { ...lot, top_amount: plan.amount, top_bid_id: bidId, top_bidder_id: plan.userId, ends_at: endsAt };
    const minNext = formatFor(plan.asset, this.views.minNext(after, plan.asset));
    const bidderUid = await membersDirectory.uidOf(trx, plan.userId);
    plan.announced = {
      tips,
      event: {
        lot_id: Number(lot.id),
        bid_id: Number(bidId),
        amount: formatFor(plan.asset, plan.amount),
        bidder: maskUid(bidderUid ?? ''),
        min_next_bid: minNext,
        ends_at: unixSeconds(endsAt),
        extended: endsAt !== lot.ends_at,
        bid_count: Number(lot.bid_count) + 1,
        created_at: unixSeconds(now),
      },
    };
    void ledger;
    return {
      id: Number(bidId),
      lot_id: Number(lot.id),
      amount: formatFor(plan.asset, plan.amount),
      asset: code,
      ends_at: unixSeconds(endsAt),
      extended: endsAt !== lot.ends_at,
      min_next_bid: minNext,
      held: formatFor(plan.asset, hold),
    };
  }

  #announceBid(plan: BidPlan): void {
    const announced = plan.announced;
    if (!announced) return;
    // The bid first, then the tips it caused (a page refetches what a tip names).
    this.d.events
      ?.publish('auction.bid', announced.event)
      .catch(this.d.onPublishError ?? (() => undefined))
      .finally(() => this.settlement.announce(announced.tips));
  }

  // ---- The member's bids, orders and lots ----

  async orders(userId: bigint, query: ParsedOf<typeof auctionApi.orders>, language: Language): Promise<DataOf<typeof auctionApi.orders>> {
    const { db, repo } = this.d;
    if (query.tab === 'won') {
      const page = await repo.pageOfBuyer(db, userId, query.page);
      const lots = await repo.lotsByIds(
        db,
        page.list.map((o) => o.lot_id),
      );
      const cards = await this.views.cards(
        db,
        page.list.map((o) => lots.get(o.lot_id)!),
        language,
      );
      const list = [];
      for (const [i, order] of page.list.entries()) {
        list.push({
          lot: cards[i]!,
          my_bid: await this.views.money(order.asset, order.amount),
          standing: 'won' as const,
          order_id: Number(order.id),
          order_status: order.status,
        });
      }
      return { ...page, list };
    }
    const page = await repo.pageOfBidding(db, userId, query.page);
    const cards = await this.views.cards(db, page.list, language);
    const best = await repo.myBest(
      db,
      userId,
      page.list.map((l) => l.id),
    );
    const list = [];
    for (const [i, lot] of page.list.entries()) {
      list.push({
        lot: cards[i]!,
        my_bid: await this.views.money(lot.asset, best.get(lot.id) ?? 0n),
        standing: lot.top_bidder_id === userId ? ('leading' as const) : ('outbid' as const),
        order_id: null,
        order_status: null,
      });
    }
    return { ...page, list };
  }

  /** An order the member bought or sold; another member's order reads as "no such order". */
  async order(userId: bigint, id: bigint, language: Language): Promise<DataOf<typeof auctionApi.order>> {
    const { db, repo } = this.d;
    const order = await repo.findOrder(db, id);
    if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) return refuse(m.orderNotFound, {}, 'id');
    const side = order.buyer_id === userId ? ('buyer' as const) : ('seller' as const);
    const lot = (await repo.findLot(db, order.lot_id))!;
    const [card] = await this.views.cards(db, [lot], language);
    const asset = await this.views.asset(order.asset);
    const appeal = (await repo.appealOfOrder(db, order.id)) ?? null;
    const messages = appeal ? await repo.messages(db, appeal.id) : [];
    const counterpartId = side === 'buyer' ? order.seller_id : order.buyer_id;
    const people = await this.views.people(db, [counterpartId]);
    const counterpart = counterpartId === null ? null : (people.get(counterpartId) ?? null);
    const money = (v: bigint) => formatFor(asset, v);
    const timeline: TimelineStep[] = [];
    if (side === 'buyer')
      for (const bid of await repo.bidsOfMemberOnLot(db, lot.id, userId))
        timeline.push({ kind: 'bid', at: unixSeconds(bid.created_at), amount: money(bid.amount), note: '' });
    timeline.push({ kind: 'won', at: unixSeconds(order.created_at), amount: money(order.amount), note: '' });
    if (order.deposit === null) timeline.push({ kind: 'escrow', at: unixSeconds(order.created_at), amount: money(order.amount), note: '' });
    else {
      timeline.push({ kind: 'deposit', at: unixSeconds(order.created_at), amount: money(order.deposit), note: '' });
      if (order.paid_at !== null)
        timeline.push({ kind: 'paid', at: unixSeconds(order.paid_at), amount: money(order.amount - order.deposit), note: '' });
    }
    if (appeal) {
      timeline.push({ kind: 'appealed', at: unixSeconds(appeal.created_at), amount: null, note: appeal.reason });
      for (const message of messages.slice(1))
        timeline.push({ kind: 'reply', at: unixSeconds(message.created_at), amount: null, note: message.side });
      if (appeal.decided_at !== null)
        timeline.push({ kind: 'decided', at: unixSeconds(appeal.decided_at), amount: null, note: appeal.decision_reason ?? '' });
    }
    if (order.settled_at !== null) {
      const at = unixSeconds(order.settled_at);
      if (order.settlement === 'confirmed') timeline.push({ kind: 'confirmed', at, amount: null, note: '' });
      if (order.settlement === 'auto') timeline.push({ kind: 'auto_confirmed', at, amount: null, note: '' });
      if (order.status === 'completed') timeline.push({ kind: 'settled', at, amount: money(order.amount - order.fee), note: '' });
      if (order.status === 'refunded') timeline.push({ kind: 'refunded', at, amount: money(order.amount), note: '' });
      if (order.status === 'forfeited') timeline.push({ kind: 'forfeited', at, amount: money(order.deposit ?? 0n), note: '' });
    }
    // Until settled the fee shown is what the settlement will take; a forfeit's is on the deposit.
    const fee = order.settled_at === null && order.seller_id !== null ? saleFee(order.amount, order.fee_rate) : order.fee;
    const received = order.status === 'forfeited' ? (order.deposit ?? 0n) : order.amount;
    const due = order.status === 'unpaid' && order.deposit !== null ? order.amount - order.deposit : 0n;
    return {
      id: Number(order.id),
      lot_id: Number(order.lot_id),
      token_id: Number(order.token_id),
      title: card!.title,
      image: card!.image,
      side,
      status: order.status,
      settlement: order.settlement,
      asset: order.asset,
      amount: money(order.amount),
      fee: money(fee),
      proceeds: money(received - fee),
      counterpart: counterpart ? { uid: counterpart.uid, name: counterpart.name } : null,
      deposit: order.deposit === null ? null : money(order.deposit),
      due: money(due),
      pay_by: order.pay_by === null ? null : unixSeconds(order.pay_by),
      paid_at: order.paid_at === null ? null : unixSeconds(order.paid_at),
      created_at: unixSeconds(order.created_at),
      auto_confirm_at: unixSeconds(order.auto_confirm_at),
      settled_at: order.settled_at === null ? null : unixSeconds(order.settled_at),
      can_pay: side === 'buyer' && due > 0n && order.pay_by !== null && nowMs(this.d.clock) < order.pay_by,
      can_confirm: side === 'buyer' && order.status === 'awaiting',
      can_appeal: side === 'buyer' && order.status === 'awaiting' && appeal === null,
      can_reply: order.status === 'appealed' && appeal?.status === 'open',
      timeline,
      appeal: appeal ? this.#appealView(appeal, messages, userId, order) : null,
    };
  }

  #appealView(
    appeal: AppealRow,
    messages: { id: bigint; side: 'buyer' | 'seller'; user_id: bigint; text: string; images_json: string; created_at: bigint }[],
    userId: bigint,
    order: OrderRow,
  ) {
    void order;
    return {
      id: Number(appeal.id),
      reason: appeal.reason,
      status: appeal.status,
      decision: appeal.decision,
      decision_reason: appeal.decision_reason,
      created_at: unixSeconds(appeal.created_at),
      decided_at: appeal.decided_at === null ? null : unixSeconds(appeal.decided_at),
      messages: messages.map((msg) => ({
        id: Number(msg.id),
        side: msg.side,
        is_mine: msg.user_id === userId,
        text: msg.text,
        images: parseImages(msg.images_json),
        created_at: unixSeconds(msg.created_at),
      })),
    };
  }

  async coupons(userId: bigint, page: number, language: Language): Promise<DataOf<typeof auctionApi.coupons>> {
    const { db, repo } = this.d;
    const rows = await repo.pageOfSeller(db, userId, page);
    const cards = await this.views.cards(db, rows.list, language);
    const orders = await repo.ordersByLots(
      db,
      rows.list.map((l) => l.id),
    );
    return {
      ...rows,
      list: rows.list.map((lot, i) => {
        const order = orders.get(lot.id);
        return { lot: cards[i]!, order_id: order ? Number(order.id) : null, order_status: order?.status ?? null };
      }),
    };
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

  // ---- Confirmation and appeals ----

  async #ownOrderAsBuyer(userId: bigint, id: bigint, db: Executor = this.d.db): Promise<OrderRow> {
    const order = await this.d.repo.findOrder(db, id);
    if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) return refuse(m.orderNotFound, {}, 'id');
    if (order.buyer_id !== userId) refuse(m.notBuyer, {}, 'id');
    if (order.status === 'unpaid') refuse(m.orderUnpaid, {}, 'id');
    if (order.status === 'appealed') refuse(m.orderAppealed, {}, 'id');
    if (order.status !== 'awaiting') refuse(m.orderSettled, {}, 'id');
    return order;
  }

  /** The buyer's own order still waiting for the rest, before its deadline. */
  async #unpaidOrder(userId: bigint, id: bigint, db: Executor = this.d.db): Promise<OrderRow> {
    const order = await this.d.repo.findOrder(db, id);
    if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) return refuse(m.orderNotFound, {}, 'id');
    if (order.buyer_id !== userId) refuse(m.notBuyer, {}, 'id');
    if (order.status === 'forfeited') refuse(m.payTooLate, {}, 'id');
    if (order.status !== 'unpaid' || order.deposit === null || order.pay_by === null) refuse(m.nothingToPay, {}, 'id');
    if (nowMs(this.d.clock) >= order.pay_by!) refuse(m.payTooLate, {}, 'id');
    return order;
  }

  async #planPay(actor: MemberActor, input: PayInput): Promise<PayPlan> {
    const order = await this.#unpaidOrder(actor.userId, BigInt(input.id));
    const { confirmMs } = await auctionRules(this.d.settings, this.d.assets);
    return { userId: actor.userId, order, asset: await this.views.asset(order.asset), confirmMs, tips: [] };
  }

  /**
   * The rest of a deposit order: from the buyer's available money into escrow (a conditional
   * debit), and the order from `unpaid` to `awaiting` on a conditional update that also requires
   * the deadline not to have passed — a forfeit that claimed it first makes this one refuse and
   * roll back. The time to confirm starts now.
   */
  async #executePay(trx: Transaction<DB>, plan: PayPlan): Promise<PayData> {
    const order = await this.#unpaidOrder(plan.userId, plan.order.id, trx);
    const now = nowMs(this.d.clock);
    const rest = order.amount - order.deposit!;
    const code = plan.asset.code;
    const posted = await this.d.ledger.post(trx, {
      kind: 'auction_pay',
      moves: [{ from: member(plan.userId, code), to: system('escrow', code), amount: rest }],
      params: { order_id: String(order.id) },
      ref: { type: 'auction_order', id: order.id },
    });
    const autoConfirmAt = now + plan.confirmMs;
    if (!(await this.d.repo.markPaid(trx, order.id, posted.entryId, autoConfirmAt, now))) refuse(m.payTooLate, {}, 'id');
    if (order.seller_id !== null)
      await this.settlement.addTip(
        trx,
        plan.tips,
        { userId: order.seller_id, kind: 'auction_rest_paid', refType: 'auction_order', refId: String(order.id) },
        { order_id: String(order.id) },
      );
    return {
      id: Number(order.id),
      status: 'awaiting',
      paid: formatFor(plan.asset, rest),
      amount: formatFor(plan.asset, order.amount),
      asset: code,
      auto_confirm_at: unixSeconds(autoConfirmAt),
    };
  }

  async #planConfirm(actor: MemberActor, input: ConfirmInput): Promise<ConfirmPlan> {
    const order = await this.#ownOrderAsBuyer(actor.userId, BigInt(input.id));
    return { userId: actor.userId, order, asset: await this.views.asset(order.asset), tips: [] };
  }

  async #executeConfirm(trx: Transaction<DB>, plan: ConfirmPlan): Promise<ConfirmData> {
    const order = await this.#ownOrderAsBuyer(plan.userId, plan.order.id, trx);
    if (!(await this.settlement.release(trx, order, 'awaiting', 'confirmed', plan.tips))) refuse(m.orderSettled, {}, 'id');
    const done = (await this.d.repo.findOrder(trx, order.id))!;
    return {
      id: Number(done.id),
      status: done.status,
      amount: formatFor(plan.asset, done.amount),
      fee: formatFor(plan.asset, done.fee),
      proceeds: formatFor(plan.asset, done.amount - done.fee),
      asset: done.asset,
    };
  }

  async #checkImages(userId: bigint, images: string[]): Promise<void> {
    for (const url of images) if (!(await this.uploads.isOwnedBy(userId, url))) refuse(m.imageNotYours, {}, 'images');
  }

  /** The buyer appeals an order before confirming it: escrow is frozen (no auto-confirmation) until an operator decides. */
  async feedback(userId: bigint, input: ParsedOf<typeof auctionApi.feedback>): Promise<DataOf<typeof auctionApi.feedback>> {
    const order = await this.#ownOrderAsBuyer(userId, BigInt(input.order_id));
    await this.#checkImages(userId, input.images);
    const { db, clock, repo } = this.d;
    const tips: PendingTip[] = [];
    const now = nowMs(clock);
    const id = await db.transaction().execute(async (trx) => {
      if (!(await repo.moveOrder(trx, order.id, 'awaiting', { status: 'appealed' }, now))) {
        const seen = await repo.findOrder(trx, order.id);
        refuse(seen?.status === 'appealed' ? m.orderAppealed : m.orderSettled, {}, 'order_id');
      }
      const appealId = await repo.insertAppeal(trx, {
        order_id: order.id,
        user_id: userId,
        reason: input.reason,
        status: 'open',
        decision: null,
        decision_reason: null,
        admin_id: null,
        created_at: now,
        decided_at: null,
      });
      await repo.insertMessage(trx, {
        appeal_id: appealId,
        user_id: userId,
        side: 'buyer',
        text: input.text,
        images_json: JSON.stringify(input.images),
        created_at: now,
      });
      if (order.seller_id !== null)
        await this.settlement.addTip(
          trx,
          tips,
          { userId: order.seller_id, kind: 'auction_appealed', refType: 'auction_order', refId: String(order.id) },
          { order_id: String(order.id) },
        );
      return appealId;
    });
    this.settlement.announce(tips);
    return { id: Number(id), order_id: Number(order.id) };
  }

  /** Either side answers an open appeal with text and images. */
  async reply(userId: bigint, input: ParsedOf<typeof auctionApi.feedbackReply>): Promise<DataOf<typeof auctionApi.feedbackReply>> {
    const { db, clock, repo } = this.d;
    const order = await repo.findOrder(db, BigInt(input.order_id));
    if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) return refuse(m.orderNotFound, {}, 'order_id');
    const appeal = await repo.appealOfOrder(db, order.id);
    if (!appeal) return refuse(m.appealNotFound, {}, 'order_id');
    if (appeal.status !== 'open') refuse(m.appealClosed, {}, 'order_id');
    await this.#checkImages(userId, input.images);
    const side = order.buyer_id === userId ? ('buyer' as const) : ('seller' as const);
    const other = side === 'buyer' ? order.seller_id : order.buyer_id;
    const tips: PendingTip[] = [];
    const now = nowMs(clock);
    const id = await db.transaction().execute(async (trx) => {
      const current = await repo.findAppeal(trx, appeal.id);
      if (current?.status !== 'open') refuse(m.appealClosed, {}, 'order_id');
      const messageId = await repo.insertMessage(trx, {
        appeal_id: appeal.id,
        user_id: userId,
        side,
        text: input.text,
        images_json: JSON.stringify(input.images),
        created_at: now,
      });
      if (other !== null)
        await this.settlement.addTip(
          trx,
          tips,
          { userId: other, kind: 'auction_appeal_reply', refType: 'auction_appeal_message', refId: String(messageId) },
          { order_id: String(order.id) },
        );
      return messageId;
    });
    this.settlement.announce(tips);
    return { id: Number(id) };
  }
}

/** A fraction in parts per 10^8 as a decimal string ("0.05"). */
export function formatRate(rate: bigint): string {
  const whole = rate / RATE_ONE;
  const rest = (rate % RATE_ONE).toString().padStart(8, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

export function parseImages(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
