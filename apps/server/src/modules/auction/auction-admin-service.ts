import type { AdminAppeal, AdminOrder, adminAuctionApi } from '@mcc/contract/admin-auction';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Transaction } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { nowMs, unixSeconds } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import { keysetWindow } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { membersDirectory } from '../../platform/members-directory';
import { type EndpointAction, moneyAction, type OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { formatFor } from '../ledger/assets';
import { peopleOf } from '../shared-people';
import type { AuctionLots } from './auction-lots';
import { auctionMessages as m } from './auction-messages';
import { AuctionPart } from './auction-part';
import type { AppealRow, OrderRow } from './auction-repository';
import { type AuctionViews, appealMessages } from './auction-views';
import type { AuctionDeps, AuctionSettlement, PendingTip } from './settlement';

type Decide = typeof adminAuctionApi.decide;

export interface DecidePlan {
  operator: OperatorSession;
  ip: string;
  appeal: AppealRow;
  decision: 'release' | 'refund';
  reason: string;
  tips: PendingTip[];
}

/** The console's side of auctions: lots, orders, the appeals queue and the decision. */
export class AuctionAdminService extends AuctionPart {
  constructor(
    d: AuctionDeps,
    views: AuctionViews,
    settlement: AuctionSettlement,
    private readonly listing: AuctionLots,
    private readonly audit: AuditLog,
  ) {
    super(d, views, settlement);
  }

  /** An operator decides an open appeal: the frozen escrow to the seller (`release`) or back to the buyer (`refund`). */
  readonly decide: EndpointAction<OperatorActor, Decide, DecidePlan> = moneyAction({
    plan: (actor, input) => this.#planDecide(actor, input),
    execute: (trx, plan) => this.#executeDecide(trx, plan),
    committed: (_result, plan) => this.settlement.announce(plan.tips),
  });

  async lots(query: ParsedOf<typeof adminAuctionApi.lots>): Promise<DataOf<typeof adminAuctionApi.lots>> {
    const { db, repo } = this.d;
    const page = await repo.pageOfAll(db, query, keysetWindow(query));
    const cards = await this.views.cards(db, page.list, 'en');
    const person = await peopleOf(
      db,
      page.list.flatMap((l) => [l.seller_id, l.top_bidder_id]),
    );
    const list = [];
    for (const [i, lot] of page.list.entries()) {
      const asset = await this.views.asset(lot.asset);
      list.push({
        id: Number(lot.id),
        token_id: Number(lot.token_id),
        title: cards[i]!.title,
        image: cards[i]!.image,
        seller: person(lot.seller_id),
        asset: lot.asset,
        start_price: formatFor(asset, lot.start_price),
        reserve: lot.reserve === null ? null : formatFor(asset, lot.reserve),
        top_amount: lot.top_amount === null ? null : formatFor(asset, lot.top_amount),
        top_bidder: person(lot.top_bidder_id),
        bid_count: Number(lot.bid_count),
        status: lot.status,
        starts_at: unixSeconds(lot.starts_at),
        ends_at: unixSeconds(lot.ends_at),
        closed_at: lot.closed_at === null ? null : unixSeconds(lot.closed_at),
      });
    }
    return { ...page, list };
  }

  async #orders(db: Executor, orders: OrderRow[]): Promise<AdminOrder[]> {
    const lots = await this.d.repo.lotsByIds(
      db,
      orders.map((o) => o.lot_id),
    );
    const cards = new Map((await this.views.cards(db, [...lots.values()], 'en')).map((c) => [BigInt(c.id), c]));
    const people = await peopleOf(
      db,
      orders.flatMap((o) => [o.buyer_id, o.seller_id]),
    );
    const list: AdminOrder[] = [];
    for (const o of orders) {
      const asset = await this.views.asset(o.asset);
      const buyer = people(o.buyer_id);
      const seller = people(o.seller_id);
      list.push({
        id: Number(o.id),
        lot_id: Number(o.lot_id),
        title: cards.get(o.lot_id)?.title ?? '',
        buyer: { uid: buyer?.uid ?? '', name: buyer?.name ?? '' },
        seller,
        asset: o.asset,
        amount: formatFor(asset, o.amount),
        fee: formatFor(asset, o.fee),
        status: o.status,
        settlement: o.settlement,
        created_at: unixSeconds(o.created_at),
        auto_confirm_at: unixSeconds(o.auto_confirm_at),
        settled_at: o.settled_at === null ? null : unixSeconds(o.settled_at),
      });
    }
    return list;
  }

  async orders(query: ParsedOf<typeof adminAuctionApi.orders>): Promise<DataOf<typeof adminAuctionApi.orders>> {
    const page = await this.d.repo.pageOfOrders(this.d.db, query, keysetWindow(query));
    return { ...page, list: await this.#orders(this.d.db, page.list) };
  }

  async #appeals(db: Executor, appeals: AppealRow[]): Promise<AdminAppeal[]> {
    const orders = [];
    for (const a of appeals) orders.push((await this.d.repo.findOrder(db, a.order_id))!);
    const views = await this.#orders(db, orders);
    const adminIds = appeals.flatMap((a) => (a.admin_id === null ? [] : [a.admin_id]));
    const admins = await membersDirectory.operatorNames(db, adminIds);
    return appeals.map((a, i) => ({
      id: Number(a.id),
      order: views[i]!,
      reason: a.reason,
      status: a.status,
      decision: a.decision,
      decision_reason: a.decision_reason,
      decided_by: a.admin_id === null ? null : (admins.get(a.admin_id) ?? null),
      created_at: unixSeconds(a.created_at),
      decided_at: a.decided_at === null ? null : unixSeconds(a.decided_at),
    }));
  }

  async appeals(query: ParsedOf<typeof adminAuctionApi.appeals>): Promise<DataOf<typeof adminAuctionApi.appeals>> {
    const page = await this.d.repo.pageOfAppeals(this.d.db, query, keysetWindow(query));
    return { ...page, list: await this.#appeals(this.d.db, page.list) };
  }

  /** One appeal with both sides' messages apart (shown side by side) and the lot's bids. */
  async appeal(id: bigint): Promise<DataOf<typeof adminAuctionApi.appeal>> {
    const { db, repo } = this.d;
    const appeal = await repo.findAppeal(db, id);
    if (!appeal) return refuse(m.appealNotFound, {}, 'id');
    const [view] = await this.#appeals(db, [appeal]);
    const order = (await repo.findOrder(db, appeal.order_id))!;
    const messages = appealMessages(await repo.messages(db, appeal.id), null);
    const asset = await this.views.asset(order.asset);
    const bids = await this.views.bids(db, await repo.bidsOfLot(db, order.lot_id), null, asset);
    return {
      ...view!,
      buyer_messages: messages.filter((msg) => msg.side === 'buyer'),
      seller_messages: messages.filter((msg) => msg.side === 'seller'),
      bids,
    };
  }

  async #planDecide(actor: OperatorActor, input: ParsedOf<Decide>): Promise<DecidePlan> {
    const appeal = await this.d.repo.findAppeal(this.d.db, BigInt(input.id));
    if (!appeal) return refuse(m.appealNotFound, {}, 'id');
    if (appeal.status !== 'open') refuse(m.appealClosed, {}, 'id');
    return { operator: actor.operator, ip: actor.ip, appeal, decision: input.decision, reason: input.reason, tips: [] };
  }

  /** Decides once (a conditional update on the open appeal), settles the frozen escrow either way, audit-logs it. */
  async #executeDecide(trx: Transaction<DB>, plan: DecidePlan): Promise<DataOf<Decide>> {
    const { repo, clock } = this.d;
    const now = nowMs(clock);
    const decided = await repo.decideAppeal(
      trx,
      plan.appeal.id,
      { decision: plan.decision, reason: plan.reason, adminId: plan.operator.adminId },
      now,
    );
    if (!decided) refuse(m.appealClosed, {}, 'id');
    const order = (await repo.findOrder(trx, plan.appeal.order_id))!;
    const settled =
      plan.decision === 'release'
        ? await this.settlement.release(trx, order, 'appealed', 'released', plan.tips)
        : await this.settlement.refund(trx, order, plan.tips);
    if (!settled) throw new Error(`auction: appealed order ${order.id} was not frozen`);
    await this.settlement.tellDecision(trx, order, plan.decision, plan.reason, plan.tips);
    await this.audit.record(
      plan.operator,
      plan.ip,
      {
        action: 'auction.appeal.decide',
        targetType: 'auction_order',
        targetId: order.id,
        before: { status: 'appealed' },
        after: { decision: plan.decision, reason: plan.reason, amount: order.amount },
      },
      trx,
    );
    return { id: Number(plan.appeal.id), order_id: Number(order.id), decision: plan.decision };
  }

  /** Puts a held NFT of the platform's stock on auction (a primary lot), audit-logged. */
  async createLot(
    actor: { operator: OperatorSession; ip: string },
    input: ParsedOf<typeof adminAuctionApi.createLot>,
  ): Promise<DataOf<typeof adminAuctionApi.createLot>> {
    const token = await this.d.tokens.find(this.d.db, BigInt(input.token_id));
    if (!token || token.owner_id !== null) return refuse(m.platformOnly, {}, 'token_id');
    const lot = await this.listing.checkNewLot(input, token.id, null);
    // The audit row is written in the lot's own transaction: no lot without its row.
    return this.listing.createLot(lot, (trx, id) =>
      this.audit.record(
        actor.operator,
        actor.ip,
        {
          action: 'auction.lot.create',
          targetType: 'auction_lot',
          targetId: String(id),
          after: {
            token_id: input.token_id,
            start_price: input.start_price,
            reserve: input.reserve ?? null,
            increment_percent: input.increment_percent ?? null,
            starts_at: input.starts_at ?? null,
            ends_at: input.ends_at,
            deposit_percent: input.deposit_percent ?? null,
            deposit_amount: input.deposit_amount ?? null,
          },
        },
        trx,
      ),
    );
  }
}
