import type { auctionApi, TimelineStep } from '@mcc/contract/auction';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Transaction } from 'kysely';
import { nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import { keysetWindow } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { Language } from '../../platform/i18n/language';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { member, system } from '../ledger/accounts';
import { type Asset, formatFor } from '../ledger/assets';
import { peopleOf } from '../shared-people';
import { auctionMessages as m } from './auction-messages';
import { AuctionPart } from './auction-part';
import type { OrderRow } from './auction-repository';
import { saleFee } from './auction-rules';
import { auctionRules } from './auction-rules-settings';
import { appealView } from './auction-views';
import type { AuctionDeps, PendingTip } from './settlement';

type Confirm = typeof auctionApi.confirm;
type Pay = typeof auctionApi.pay;

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

/** The buyer's own order waiting for confirmation; refuses any other (not theirs, unpaid, appealed, settled). */
export async function awaitingOrderOf(d: AuctionDeps, userId: bigint, id: bigint, db: Executor = d.db): Promise<OrderRow> {
  const order = await d.repo.findOrder(db, id);
  if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) return refuse(m.orderNotFound, {}, 'id');
  if (order.buyer_id !== userId) refuse(m.notBuyer, {}, 'id');
  if (order.status === 'unpaid') refuse(m.orderUnpaid, {}, 'id');
  if (order.status === 'appealed') refuse(m.orderAppealed, {}, 'id');
  if (order.status !== 'awaiting') refuse(m.orderSettled, {}, 'id');
  return order;
}

/**
 * The member's bids and orders: the lots they bid on and the ones they won, one order as buyer or
 * seller with its timeline, paying the rest of a deposit order and confirming receipt (money actions).
 */
export class AuctionOrders extends AuctionPart {
  /** The buyer pays the rest of a deposit order before its deadline. */
  readonly pay: EndpointAction<MemberActor, Pay, PayPlan> = moneyAction({
    plan: (actor, input) => this.#planPay(actor, input),
    execute: (trx, plan) => this.#executePay(trx, plan),
    committed: (_result, plan) => this.settlement.announce(plan.tips),
  });

  /** The buyer confirms receipt: the escrow goes to the seller. */
  readonly confirm: EndpointAction<MemberActor, Confirm, ConfirmPlan> = moneyAction({
    plan: (actor, input) => this.#planConfirm(actor, input),
    execute: (trx, plan) => this.#executeConfirm(trx, plan),
    committed: (_result, plan) => this.settlement.announce(plan.tips),
  });

  async orders(userId: bigint, query: ParsedOf<typeof auctionApi.orders>, language: Language): Promise<DataOf<typeof auctionApi.orders>> {
    const { db, repo } = this.d;
    if (query.tab === 'won') {
      const page = await repo.pageOfBuyer(db, userId, keysetWindow(query));
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
    return { ...page, list, next_before: null };
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
    const counterpart = (await peopleOf(db, [counterpartId]))(counterpartId);
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
      appeal: appeal ? appealView(appeal, messages, userId) : null,
    };
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

  async #planPay(actor: MemberActor, input: ParsedOf<Pay>): Promise<PayPlan> {
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
  async #executePay(trx: Transaction<DB>, plan: PayPlan): Promise<DataOf<Pay>> {
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

  async #planConfirm(actor: MemberActor, input: ParsedOf<Confirm>): Promise<ConfirmPlan> {
    const order = await awaitingOrderOf(this.d, actor.userId, BigInt(input.id));
    return { userId: actor.userId, order, asset: await this.views.asset(order.asset), tips: [] };
  }

  async #executeConfirm(trx: Transaction<DB>, plan: ConfirmPlan): Promise<DataOf<Confirm>> {
    const order = await awaitingOrderOf(this.d, plan.userId, plan.order.id, trx);
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
}
