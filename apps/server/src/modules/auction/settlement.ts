import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import type { Text } from '../../platform/i18n/language';
import { member, system } from '../ledger/accounts';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import { capture, release } from '../ledger/holds';
import type { Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { TokenRepository } from '../nft/token-repository';
import type { SettingsService } from '../settings/settings-service';
import type { TipKind } from '../tips/tip-texts';
import type { OrderTips } from '../tips/tips-service';
import { decisionTexts } from './auction-messages';
import { type AuctionRepository, auctionLock, type OrderRow } from './auction-repository';
import { holdOf, saleFee } from './auction-rules';
import { auctionRules } from './auction-rules-settings';
import { depositRule, stepOf } from './auction-views';
import type { OrderStatus, Settlement } from './tables';
import './auction-line-types';

/** A member's money held by their top bids. */
export const BID_HOLD = 'bid_hold';

/** A tip to send once the transaction that wrote it commits (the live stream tells the member at once). */
export interface PendingTip {
  userId: bigint;
  kind: TipKind;
  refType: string;
  refId: string;
}

export interface AuctionDeps {
  db: Kysely<DB>;
  clock: Clock;
  ledger: Ledger;
  assets: AssetRegistry;
  settings: SettingsService;
  tips: OrderTips;
  tokens: TokenRepository;
  repo: AuctionRepository;
  /** Absent in the command line: closes it runs are not announced live. */
  events?: EventBus;
  onPublishError?: (error: unknown) => void;
}

/**
 * What happens to a lot after its bids: the close (the winner's hold to escrow and the NFT to the
 * winner, frozen until settlement; or the NFT back and the hold released), and the settlement of
 * its order (escrow pays the seller less the fee, or refunds the buyer and the NFT goes back).
 *
 * Exactly once: a close claims the lot with a conditional update from `open` (only when its end has
 * passed), a settlement claims the order with one from the status it expects; a second run, or a
 * second process, finds nothing to claim and its transaction changes nothing.
 */
export class AuctionSettlement {
  constructor(private readonly d: AuctionDeps) {}

  /** Tells members about tips that committed, and anyone watching a lot about its change. */
  announce(tips: PendingTip[], lot?: { lotId: bigint; status: 'sold' | 'unsold' }): void {
    const { events } = this.d;
    if (!events) return;
    const failed = this.d.onPublishError ?? (() => undefined);
    for (const tip of tips)
      events.publish('order.tip', { kind: tip.kind, ref_type: tip.refType, ref_id: tip.refId }, { userId: tip.userId }).catch(failed);
    if (lot) events.publish('auction.closed', { lot_id: Number(lot.lotId), status: lot.status }).catch(failed);
  }

  async addTip(trx: Transaction<DB>, tips: PendingTip[], tip: PendingTip, params: Record<string, string | number | Text>): Promise<void> {
    await this.d.tips.add(trx, { userId: tip.userId, kind: tip.kind, params, refType: tip.refType, refId: tip.refId });
    tips.push(tip);
  }

  /** Whether a lot ended or an order's time ran out at or before `cutoff`. */
  async hasDue(cutoff: bigint): Promise<boolean> {
    const { db, repo } = this.d;
    return (
      (await repo.dueLots(db, cutoff, 1)).length > 0 ||
      (await repo.dueOrders(db, cutoff, 1)).length > 0 ||
      (await repo.dueUnpaid(db, cutoff, 1)).length > 0
    );
  }

  /** Closes every open lot whose end is at or before `cutoff`; returns how many it closed. */
  async closeDue(cutoff: bigint): Promise<number> {
    let closed = 0;
    for (const id of await this.d.repo.dueLots(this.d.db, cutoff)) if (await this.close(id, cutoff)) closed += 1;
    return closed;
  }

  /** Closes one lot if it is open and due; true when this call closed it. */
  async close(lotId: bigint, cutoff: bigint): Promise<boolean> {
    const { db, clock, ledger, repo, tokens } = this.d;
    const rules = await auctionRules(this.d.settings, this.d.assets);
    const tips: PendingTip[] = [];
    const outcome = await db.transaction().execute(async (trx) => {
      const now = nowMs(clock);
      const lot = await repo.close(trx, lotId, cutoff, now);
      if (!lot) return null;
      const asset = await this.d.assets.require(lot.asset, 'asset', trx);
      const lock = auctionLock(lot.id);
      const params = { lot_id: String(lot.id) };
      // What the top bid holds: its whole amount, or the deposit on a deposit lot.
      const held = lot.top_amount === null ? 0n : holdOf(lot.top_amount, depositRule(lot), stepOf(asset));
      if (lot.status === 'sold' && lot.top_bid_id !== null && lot.top_bidder_id !== null && lot.top_amount !== null) {
        const winner = lot.top_bidder_id;
        // Sold on a deposit: the rest is due by the deadline, the order waits for it before confirmation.
        const onDeposit = held < lot.top_amount;
        const payBy = lot.ends_at + rules.payMs;
        if (!(await repo.setBidStatus(trx, lot.top_bid_id, 'top', 'won'))) throw new Error(`auction: lot ${lot.id} lost its top bid`);
        const posted = await ledger.post(trx, {
          kind: 'auction_escrow',
          moves: [capture(winner, asset.code, held, { from: BID_HOLD, to: system('escrow', asset.code) })],
          params,
          ref: { type: 'auction_lot', id: lot.id },
        });
        // The NFT is the winner's from now on, but stays locked by the lot until the order settles.
        const moved = await tokens.move(
          trx,
          lot.token_id,
          lot.seller_id,
          { state: 'locked', lockedBy: lock },
          { state: 'locked', lockedBy: lock, ownerId: winner },
          now,
        );
        if (!moved) throw new Error(`auction: lot ${lot.id} did not hold its NFT`);
        const orderId = await repo.insertOrder(trx, {
          lot_id: lot.id,
          token_id: lot.token_id,
          buyer_id: winner,
          seller_id: lot.seller_id,
          asset: lot.asset,
          amount: lot.top_amount,
          fee: 0n,
          fee_rate: lot.fee_rate,
          status: onDeposit ? 'unpaid' : 'awaiting',
          settlement: null,
          escrow_entry_id: posted.entryId,
          settle_entry_id: null,
          // A deposit order's time to confirm starts when the rest is paid (set then).
          auto_confirm_at: (onDeposit ? payBy : lot.ends_at) + rules.confirmMs,
          created_at: now,
          updated_at: now,
          settled_at: null,
          deposit: onDeposit ? held : null,
          pay_by: onDeposit ? payBy : null,
          paid_at: null,
          pay_entry_id: null,
        });
        const amount = formatFor(asset, lot.top_amount);
        const won = { userId: winner, refType: 'auction_order', refId: String(orderId) };
        if (onDeposit)
          await this.addTip(
            trx,
            tips,
            { ...won, kind: 'auction_won_deposit' },
            {
              ...params,
              amount,
              deposit: formatFor(asset, held),
              due: formatFor(asset, lot.top_amount - held),
              hours: rules.payHours,
              asset: asset.code,
            },
          );
        else await this.addTip(trx, tips, { ...won, kind: 'auction_won' }, { ...params, amount, asset: asset.code });
        if (lot.seller_id !== null)
          await this.addTip(
            trx,
            tips,
            { userId: lot.seller_id, kind: 'auction_sold', refType: 'auction_order', refId: String(orderId) },
            {
              ...params,
              amount,
              asset: asset.code,
            },
          );
        return { lotId: lot.id, status: 'sold' as const };
      }
      // Not sold: the NFT goes back and the top bid (below the reserve) is released.
      if (lot.top_bid_id !== null && lot.top_bidder_id !== null && lot.top_amount !== null) {
        if (!(await repo.setBidStatus(trx, lot.top_bid_id, 'top', 'lost'))) throw new Error(`auction: lot ${lot.id} lost its top bid`);
        await ledger.post(trx, {
          kind: 'auction_release',
          moves: [release(lot.top_bidder_id, asset.code, held, { from: BID_HOLD })],
          params,
          ref: { type: 'auction_lot', id: lot.id },
        });
        await this.addTip(
          trx,
          tips,
          { userId: lot.top_bidder_id, kind: 'auction_lost', refType: 'auction_lot', refId: String(lot.id) },
          {
            ...params,
            amount: formatFor(asset, lot.top_amount),
            asset: asset.code,
          },
        );
      }
      const released = await tokens.move(
        trx,
        lot.token_id,
        lot.seller_id,
        { state: 'locked', lockedBy: lock },
        { state: 'held', lockedBy: null },
        now,
      );
      if (!released) throw new Error(`auction: lot ${lot.id} did not hold its NFT`);
      if (lot.seller_id !== null)
        await this.addTip(
          trx,
          tips,
          { userId: lot.seller_id, kind: 'auction_unsold', refType: 'auction_lot', refId: String(lot.id) },
          params,
        );
      return { lotId: lot.id, status: 'unsold' as const };
    });
    if (!outcome) return false;
    this.announce(tips, outcome);
    return true;
  }

  /** Confirms every order still awaiting its buyer whose time ran out at `cutoff`; returns how many. */
  async autoConfirmDue(cutoff: bigint): Promise<number> {
    return this.#settleEach(await this.d.repo.dueOrders(this.d.db, cutoff), async (trx, id, tips) => {
      const order = await this.d.repo.findOrder(trx, id);
      if (order?.status !== 'awaiting' || order.auto_confirm_at > cutoff) return false;
      return this.release(trx, order, 'awaiting', 'auto', tips);
    });
  }

  /**
   * Forfeits every deposit order whose deadline for the rest passed unpaid at `cutoff`: the deposit
   * goes from escrow to the seller less the fee (to the platform's sales for a primary lot) and the
   * NFT goes back to the seller. Claimed by a conditional update from `unpaid`, so a payment that
   * committed first, a second run or a second process changes nothing. Returns how many.
   */
  async forfeitDue(cutoff: bigint): Promise<number> {
    return this.#settleEach(await this.d.repo.dueUnpaid(this.d.db, cutoff), async (trx, id, tips) => {
      const order = await this.d.repo.findOrder(trx, id);
      if (order?.status !== 'unpaid' || order.pay_by === null || order.pay_by > cutoff) return false;
      return this.#forfeit(trx, order, tips);
    });
  }

  /**
   * Settles the due orders `ids` one by one, each in its own transaction (`settle` re-reads the order
   * there and answers false when it has moved on), and announces each one's tips once committed;
   * returns how many settled.
   */
  async #settleEach(ids: bigint[], settle: (trx: Transaction<DB>, id: bigint, tips: PendingTip[]) => Promise<boolean>): Promise<number> {
    let done = 0;
    for (const id of ids) {
      const tips: PendingTip[] = [];
      if (await this.d.db.transaction().execute((trx) => settle(trx, id, tips))) {
        done += 1;
        this.announce(tips);
      }
    }
    return done;
  }

  /**
   * Takes the order's NFT out of the lot's lock, held by the buyer, or by `ownerId` when it goes
   * back (a forfeit or a refund; null for the platform's own lots).
   */
  async #unlockNft(trx: Transaction<DB>, order: OrderRow, now: bigint, ownerId?: bigint | null): Promise<void> {
    const moved = await this.d.tokens.move(
      trx,
      order.token_id,
      order.buyer_id,
      { state: 'locked', lockedBy: auctionLock(order.lot_id) },
      ownerId === undefined ? { state: 'held', lockedBy: null } : { state: 'held', lockedBy: null, ownerId },
      now,
    );
    if (!moved) throw new Error(`auction: order ${order.id} did not hold its NFT`);
  }

  /**
   * Posts the order's settlement (`kind`, `moves`), keeps its entry on the order and takes the NFT out
   * of the lot's lock: to the buyer, or to `ownerId` when it goes back (see `#unlockNft`).
   */
  async #settleOrder(
    trx: Transaction<DB>,
    order: OrderRow,
    posting: { kind: string; moves: Move[] },
    now: bigint,
    ownerId?: bigint | null,
  ): Promise<void> {
    const ref = { type: 'auction_order', id: order.id };
    const posted = await this.d.ledger.post(trx, { ...posting, params: { order_id: String(order.id) }, ref });
    await this.d.repo.setSettleEntry(trx, order.id, posted.entryId);
    await this.#unlockNft(trx, order, now, ownerId);
  }

  async #forfeit(trx: Transaction<DB>, order: OrderRow, tips: PendingTip[]): Promise<boolean> {
    const { clock, repo } = this.d;
    const now = nowMs(clock);
    const deposit = order.deposit ?? 0n;
    const { fee, moves } = payout(order, deposit);
    if (!(await repo.moveOrder(trx, order.id, 'unpaid', { status: 'forfeited', settlement: 'forfeited', settledAt: now, fee }, now)))
      return false;
    const code = order.asset;
    const params = { order_id: String(order.id) };
    await this.#settleOrder(trx, order, { kind: 'auction_forfeit', moves }, now, order.seller_id);
    const asset = await this.d.assets.require(code, 'asset', trx);
    const ref = { refType: 'auction_order', refId: String(order.id) };
    await this.addTip(
      trx,
      tips,
      { userId: order.buyer_id, kind: 'auction_forfeited', ...ref },
      { ...params, deposit: formatFor(asset, deposit), asset: code },
    );
    if (order.seller_id !== null)
      await this.addTip(
        trx,
        tips,
        { userId: order.seller_id, kind: 'auction_forfeit_paid', ...ref },
        { ...params, proceeds: formatFor(asset, deposit - fee), fee: formatFor(asset, fee), asset: code },
      );
    return true;
  }

  /**
   * Pays the seller from escrow less the fee and gives the buyer the NFT; false when the order was
   * no longer in `from` (settled by someone else first). Runs in the caller's transaction.
   */
  async release(trx: Transaction<DB>, order: OrderRow, from: OrderStatus, settlement: Settlement, tips: PendingTip[]): Promise<boolean> {
    const { clock, repo, tokens } = this.d;
    const now = nowMs(clock);
    const { fee, moves } = payout(order, order.amount);
    if (!(await repo.moveOrder(trx, order.id, from, { status: 'completed', settlement, settledAt: now, fee }, now))) return false;
    const asset = await this.d.assets.require(order.asset, 'asset', trx);
    const code = asset.code;
    const params = { order_id: String(order.id) };
    await this.#settleOrder(trx, order, { kind: 'auction_settle', moves }, now);
    await tokens.addProvenance(
      trx,
      [
        {
          tokenId: order.token_id,
          event: 'bought',
          from: order.seller_id,
          to: order.buyer_id,
          asset: code,
          price: order.amount,
          ref: { type: 'auction', id: order.lot_id },
        },
      ],
      now,
    );
    const ref = { refType: 'auction_order', refId: String(order.id) };
    if (order.seller_id !== null)
      await this.addTip(
        trx,
        tips,
        { userId: order.seller_id, kind: 'auction_paid', ...ref },
        {
          ...params,
          proceeds: formatFor(asset, order.amount - fee),
          fee: formatFor(asset, fee),
          asset: code,
        },
      );
    if (settlement === 'auto') await this.addTip(trx, tips, { userId: order.buyer_id, kind: 'auction_completed', ...ref }, params);
    return true;
  }

  /** Refunds the buyer from escrow and gives the NFT back to the seller; false when the order was not `appealed`. */
  async refund(trx: Transaction<DB>, order: OrderRow, tips: PendingTip[]): Promise<boolean> {
    const { clock, repo } = this.d;
    const now = nowMs(clock);
    if (!(await repo.moveOrder(trx, order.id, 'appealed', { status: 'refunded', settlement: 'refunded', settledAt: now }, now)))
      return false;
    const code = order.asset;
    const moves = [{ from: system('escrow', code), to: member(order.buyer_id, code), amount: order.amount }];
    await this.#settleOrder(trx, order, { kind: 'auction_refund', moves }, now, order.seller_id);
    void tips;
    return true;
  }

  /** Tips both sides about an operator's decision. */
  async tellDecision(
    trx: Transaction<DB>,
    order: OrderRow,
    decision: 'release' | 'refund',
    reason: string,
    tips: PendingTip[],
  ): Promise<void> {
    const params = { order_id: String(order.id), decision: decisionTexts[decision], reason };
    for (const userId of [order.buyer_id, order.seller_id]) {
      if (userId === null) continue;
      await this.addTip(trx, tips, { userId, kind: 'auction_decided', refType: 'auction_order', refId: String(order.id) }, params);
    }
  }
}

/**
 * What the seller gets of `amount` from escrow: the amount to them less the sale fee at the rate
 * agreed when the lot was listed (a primary lot's, the platform's, to NFT sales and no fee). For a
 * completed sale and a forfeited deposit alike.
 */
function payout(order: OrderRow, amount: bigint): { fee: bigint; moves: Move[] } {
  const code = order.asset;
  if (order.seller_id === null) return { fee: 0n, moves: [{ from: system('escrow', code), to: system('nft_sales', code), amount }] };
  const fee = saleFee(amount, order.fee_rate);
  const moves: Move[] = [{ from: system('escrow', code), to: member(order.seller_id, code), amount }];
  if (fee > 0n) moves.push({ from: member(order.seller_id, code), to: system('fees', code), amount: fee, type: 'auction_fee' });
  return { fee, moves };
}
