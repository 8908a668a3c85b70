import { z } from 'zod';
import {
  appealDecision,
  appealMessage,
  appealOutcome,
  appealStatus,
  auctionAddBody,
  auctionAddResponse,
  auctionId,
  lotBid,
  lotStatus,
  orderStatus,
} from './auction';
import { endpointGroup } from './endpoint';
import { envelope } from './envelope';
import { moneyString } from './money';
import { nftPerson } from './nft-common';
import { idQuery, keysetPaged, keysetQuery } from './records';
import { unixSeconds } from './scalars';

// The console's auction calls (`/admin/api/auction/*`): lots, orders, the appeals queue with the
// evidence of both sides, and the decision (release to the seller or refund the buyer) with a
// reason both members see. Reading needs `members.read`; deciding moves escrow and needs
// `finance.review`; a primary lot from the platform's NFTs needs `products.write`.

export const adminLot = z.object({
  id: auctionId,
  token_id: auctionId,
  title: z.string(),
  image: z.string(),
  seller: nftPerson.nullable(),
  asset: z.string(),
  start_price: moneyString,
  reserve: moneyString.nullable(),
  top_amount: moneyString.nullable(),
  top_bidder: nftPerson.nullable(),
  bid_count: z.number().int(),
  status: lotStatus,
  starts_at: unixSeconds,
  ends_at: unixSeconds,
  closed_at: unixSeconds.nullable(),
});
export type AdminLot = z.infer<typeof adminLot>;
/** GET /admin/api/auction/lots?page&status&before — newest first; `before` reads those older than that lot id. */
export const adminLotsQuery = keysetQuery({ status: lotStatus.optional() });
export const adminLotsResponse = envelope(keysetPaged(adminLot));

export const adminOrder = z.object({
  id: auctionId,
  lot_id: auctionId,
  title: z.string(),
  buyer: nftPerson,
  seller: nftPerson.nullable(),
  asset: z.string(),
  amount: moneyString,
  fee: moneyString,
  status: orderStatus,
  settlement: z.string().nullable(),
  created_at: unixSeconds,
  auto_confirm_at: unixSeconds,
  settled_at: unixSeconds.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;
/** GET /admin/api/auction/orders?page&status&before — newest first; `before` reads those older than that order id. */
export const adminOrdersQuery = keysetQuery({ status: orderStatus.optional() });
export const adminOrdersResponse = envelope(keysetPaged(adminOrder));

export const adminAppeal = z.object({
  id: auctionId,
  order: adminOrder,
  reason: z.string(),
  ...appealOutcome,
  decided_by: z.string().nullable(),
  created_at: unixSeconds,
  decided_at: unixSeconds.nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppeal>;
/** GET /admin/api/auction/appeals?page&status&before — newest first; `before` reads those older than that appeal id. */
export const adminAppealsQuery = keysetQuery({ status: appealStatus.optional() });
export const adminAppealsResponse = envelope(keysetPaged(adminAppeal));

export const adminAppealDetail = adminAppeal.extend({
  buyer_messages: z.array(appealMessage),
  seller_messages: z.array(appealMessage),
  bids: z.array(lotBid),
});
export type AdminAppealDetail = z.infer<typeof adminAppealDetail>;
export const adminAppealDetailResponse = envelope(adminAppealDetail);

export const adminDecideBody = z.strictObject({
  id: auctionId,
  decision: appealDecision,
  reason: z.string().trim().min(1).max(500),
});
export const adminDecideResponse = envelope(z.object({ id: auctionId, order_id: auctionId, decision: appealDecision }));

/** A primary lot from the platform's NFTs takes what a member's lot takes. */
export const adminLotCreateBody = auctionAddBody;
export const adminLotCreateResponse = auctionAddResponse;

const operator = endpointGroup({ tag: 'admin-auction', caller: 'operator' });

/** A call that reads lots, orders or appeals: `members.read`. */
const read = <Q extends z.ZodType, R extends z.ZodType>(call: { path: string; summary: string; query: Q; response: R }) =>
  operator.get({ ...call, permission: 'members.read' });

export const adminAuctionApi = {
  lots: read({
    path: '/admin/api/auction/lots',
    summary: 'Lots, newest first',
    query: adminLotsQuery,
    response: adminLotsResponse,
  }),
  orders: read({
    path: '/admin/api/auction/orders',
    summary: 'Auction orders, newest first',
    query: adminOrdersQuery,
    response: adminOrdersResponse,
  }),
  appeals: read({
    path: '/admin/api/auction/appeals',
    summary: 'Order appeals, newest first (status=open: the queue)',
    query: adminAppealsQuery,
    response: adminAppealsResponse,
  }),
  appeal: read({
    path: '/admin/api/auction/appeal',
    summary: "One appeal with both sides' evidence",
    query: idQuery,
    response: adminAppealDetailResponse,
  }),
  decide: operator.post({
    path: '/admin/api/auction/decide',
    summary: 'Decide an appeal: release escrow to the seller or refund the buyer, with a reason',
    permission: 'finance.review',
    body: adminDecideBody,
    response: adminDecideResponse,
    money: true,
  }),
  createLot: operator.post({
    path: '/admin/api/auction/lot/create',
    summary: "Put one of the platform's NFTs on auction (a primary lot)",
    permission: 'products.write',
    body: adminLotCreateBody,
    response: adminLotCreateResponse,
  }),
};
