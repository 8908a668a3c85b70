import type { auctionApi } from '@mcc/contract/auction';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import { nowMs } from '../../platform/clock';
import { refuse } from '../../platform/http/refusal';
import type { UploadService } from '../upload/upload-service';
import { auctionMessages as m } from './auction-messages';
import { awaitingOrderOf } from './auction-orders';
import type { AuctionDeps, AuctionSettlement, PendingTip } from './settlement';

/**
 * Members' appeals of an order: the buyer appeals before confirming (escrow stays frozen until an
 * operator decides, `AuctionAdminService.decide`), and either side answers with text and images.
 */
export class AuctionAppeals {
  constructor(
    private readonly d: AuctionDeps,
    private readonly settlement: AuctionSettlement,
    private readonly uploads: Pick<UploadService, 'isOwnedBy'>,
  ) {}

  async #checkImages(userId: bigint, images: string[]): Promise<void> {
    for (const url of images) if (!(await this.uploads.isOwnedBy(userId, url))) refuse(m.imageNotYours, {}, 'images');
  }

  /** The buyer appeals an order before confirming it: escrow is frozen (no auto-confirmation) until an operator decides. */
  async feedback(userId: bigint, input: ParsedOf<typeof auctionApi.feedback>): Promise<DataOf<typeof auctionApi.feedback>> {
    const order = await awaitingOrderOf(this.d, userId, BigInt(input.order_id));
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
