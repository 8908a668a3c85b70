import type { auctionApi } from '@mcc/contract/auction';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { StreamEvents } from '@mcc/contract/stream';
import type { Transaction } from 'kysely';
import { nowMs, unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { maskUid } from '../../platform/mask';
import { membersDirectory } from '../../platform/members-directory';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, formatFor } from '../ledger/assets';
import { hold, release } from '../ledger/holds';
import { auctionMessages as m } from './auction-messages';
import { AuctionPart } from './auction-part';
import type { LotRow } from './auction-repository';
import { endAfterBid } from './auction-rules';
import { type AuctionRules, auctionRules } from './auction-rules-settings';
import { BID_HOLD, type PendingTip } from './settlement';

type Bid = typeof auctionApi.bid;

export interface BidPlan {
  userId: bigint;
  lotId: bigint;
  amount: bigint;
  asset: Asset;
  rules: AuctionRules;
  /** Filled by the effect for the announcement after the commit. */
  announced?: { event: BidEvent; tips: PendingTip[] };
}

/** What the live stream tells of a bid. */
type BidEvent = StreamEvents['auction.bid'];

/** Bidding on a lot (a money action): the bid holds its amount, or its deposit, until it is outbid or the lot closes. */
export class AuctionBids extends AuctionPart {
  /** A member's bid on an open lot. */
  readonly bid: EndpointAction<MemberActor, Bid, BidPlan> = moneyAction({
    plan: (actor, input) => this.#planBid(actor, input),
    execute: (trx, plan) => this.#executeBid(trx, plan),
    committed: (_result, plan) => this.#announceBid(plan),
  });

  async #planBid(actor: MemberActor, input: ParsedOf<Bid>): Promise<BidPlan> {
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
  async #executeBid(trx: Transaction<DB>, plan: BidPlan): Promise<DataOf<Bid>> {
    const { clock, ledger, repo } = this.d;
    const now = nowMs(clock);
    const lot = await repo.lockLot(trx, plan.lotId, now);
    if (!lot) return refuse(m.lotNotFound, {}, 'lot_id');
    this.#checkBid(lot, plan.userId, plan.amount, plan.asset, now);
    const endsAt = endAfterBid(lot.ends_at, now, plan.rules.sniping);
    const code = plan.asset.code;
    // A bid holds its amount, or its deposit on a deposit lot; the previous top bid's hold goes back.
    const held = this.views.hold(lot, plan.amount, plan.asset);
    const moves = [hold(plan.userId, code, held, { into: BID_HOLD })];
    if (lot.top_bidder_id !== null && lot.top_amount !== null)
      moves.push(
        release(lot.top_bidder_id, code, this.views.hold(lot, lot.top_amount, plan.asset), { from: BID_HOLD, type: 'auction_release' }),
      );
    const posted = await ledger.post(trx, {
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
    return {
      id: Number(bidId),
      lot_id: Number(lot.id),
      amount: formatFor(plan.asset, plan.amount),
      asset: code,
      ends_at: unixSeconds(endsAt),
      extended: endsAt !== lot.ends_at,
      min_next_bid: minNext,
      held: formatFor(plan.asset, held),
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
}
