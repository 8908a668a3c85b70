import { z } from 'zod';
import { endpointGroup } from './endpoint';
import { envelope } from './envelope';
import { amountInput, moneyString, payPassword } from './money';
import { nftPerson } from './nft-common';
import { idQuery, idResponse, keysetPaged, keysetQuery, paged, pageQuery } from './records';
import { recordId, unixSeconds } from './scalars';

// Auctions for members. A *lot* is an NFT on auction; an *order* is the member's side as bidder and
// buyer (`/api/order/*`), a *coupon* the member's side as seller (`/api/coupon/*`). API.md fixes
// auction/index, auction/detail and order/add; the other names follow the same style. Amounts are
// decimal strings, times Unix seconds, members other than oneself masked.

export const auctionId = recordId;

// The values as plain lists too: a browser bundle's zod builds no schema, so it has no `.options`.
export const LOT_STATUSES = ['open', 'sold', 'unsold'] as const;
export const lotStatus = z.enum(LOT_STATUSES);
export type LotStatusWire = z.infer<typeof lotStatus>;
/** unpaid: won on a deposit, the rest due by `pay_by`; forfeited: not paid in time, the deposit went to the seller. */
export const ORDER_STATUSES = ['unpaid', 'awaiting', 'appealed', 'completed', 'refunded', 'forfeited'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatusWire = z.infer<typeof orderStatus>;

/** A lot as lists show it. */
export const lotCard = z.object({
  id: auctionId,
  title: z.string(),
  image: z.string(),
  tier: z.string(),
  token_id: auctionId,
  asset: z.string(),
  start_price: moneyString,
  /** The top bid, or the start price before the first bid (`bid_count` 0). */
  current_bid: moneyString,
  min_next_bid: moneyString,
  bid_count: z.number().int(),
  has_reserve: z.boolean(),
  reserve_met: z.boolean(),
  starts_at: unixSeconds,
  ends_at: unixSeconds,
  status: lotStatus,
  /** null = the platform's lot. */
  seller: nftPerson.nullable(),
  /** A deposit lot: a bid holds this part of itself ("0.1")… */
  deposit_rate: z.string().nullable(),
  /** …or this fixed amount (at most the bid). Both null: a bid holds its whole amount. */
  deposit_amount: moneyString.nullable(),
});
export type LotCard = z.infer<typeof lotCard>;

export const lotBid = z.object({
  id: auctionId,
  /** The bidder's UID, masked (`10***05`); "me" shows as `is_mine`. */
  bidder: z.string(),
  amount: moneyString,
  status: z.enum(['top', 'outbid', 'won', 'lost']),
  is_mine: z.boolean(),
  created_at: unixSeconds,
});
export type LotBid = z.infer<typeof lotBid>;

// GET /api/auction/index?page → open lots, ending soonest first
export const auctionIndexQuery = pageQuery;
export const auctionIndexResponse = envelope(paged(lotCard));

// GET /api/auction/detail?id
export const lotDetail = lotCard.extend({
  /** The minimum increment over the top bid, a fraction ("0.05"). */
  increment_rate: z.string(),
  /** A bid this many seconds before the end moves the end `extend_seconds` later. */
  snipe_seconds: z.number().int(),
  extend_seconds: z.number().int(),
  input_decimals: z.number().int(),
  /** Hours the winner of a deposit lot has to pay the rest after the close. */
  pay_hours: z.number().int(),
  /** What the minimum next bid would hold now (the deposit on a deposit lot). */
  min_next_hold: moneyString,
  is_seller: z.boolean(),
  /** Whether the member holds the top bid. */
  is_leading: z.boolean(),
  /** The member's money held on this lot. */
  my_hold: moneyString,
  /** The order a sold lot became, when the member is its buyer or seller. */
  order_id: auctionId.nullable(),
  bids: z.array(lotBid),
});
export type LotDetail = z.infer<typeof lotDetail>;
export const auctionDetailResponse = envelope(lotDetail);

/** A percentage a member types for a lot: 0–99 with at most two decimals ("5", "12.5"). */
const lotPercent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'percent');

/**
 * A listing may ask only a deposit when a bid is held: a percentage of the bid (1–99) or a fixed
 * amount below the start price, not both. The winner pays the rest within `pay_hours` of the close.
 */
export const depositFields = {
  deposit_percent: lotPercent.optional(),
  deposit_amount: amountInput.optional(),
};

// POST /api/auction/add → put my NFT on auction (the NFT is locked while the lot is open)
export const auctionAddBody = z.strictObject({
  token_id: auctionId,
  start_price: amountInput,
  /** Optional: below it the lot does not sell. */
  reserve: amountInput.optional(),
  /** Optional minimum increment in percent ("5"); the setting's default otherwise. */
  increment_percent: lotPercent.optional(),
  /** Unix s; default now. */
  starts_at: unixSeconds.optional(),
  ends_at: unixSeconds,
  ...depositFields,
});
export type AuctionAddBody = z.infer<typeof auctionAddBody>;
export const auctionAddResponse = envelope(z.object({ id: auctionId, ends_at: unixSeconds }));

// POST /api/order/add → a bid (fixed: lot_id, amount, paypwd → { id })
export const orderAddBody = z.strictObject({ lot_id: auctionId, amount: amountInput, paypwd: payPassword });
export const orderAddData = z.object({
  id: auctionId,
  lot_id: auctionId,
  amount: moneyString,
  asset: z.string(),
  ends_at: unixSeconds,
  /** Whether this bid moved the end later (anti-sniping). */
  extended: z.boolean(),
  min_next_bid: moneyString,
  /** What this bid holds: its amount, or the deposit on a deposit lot. */
  held: moneyString,
});
export const orderAddResponse = envelope(orderAddData);

// GET /api/order/index?page&tab&before → the lots I bid on (bidding) or won (won)
export const orderIndexQuery = keysetQuery({
  tab: z.enum(['bidding', 'won']).default('bidding'),
  /**
   * `won`: only orders older than this order id (the `next_before` of the page before). The
   * `bidding` tab holds only the lots open now, ending soonest first: it pages by `page` and its
   * `next_before` is null.
   */
});
export const myBidRow = z.object({
  lot: lotCard,
  /** My highest bid on the lot. */
  my_bid: moneyString,
  /** leading / outbid while open; won / lost once closed. */
  standing: z.enum(['leading', 'outbid', 'won', 'lost']),
  order_id: auctionId.nullable(),
  order_status: orderStatus.nullable(),
});
export type MyBidRow = z.infer<typeof myBidRow>;
export const orderIndexResponse = envelope(keysetPaged(myBidRow));

// GET /api/order/detail?id → an order I am the buyer or the seller of, with its timeline and appeal
export const timelineStep = z.object({
  kind: z.enum([
    'bid',
    'won',
    'escrow',
    'deposit',
    'paid',
    'forfeited',
    'appealed',
    'reply',
    'decided',
    'confirmed',
    'auto_confirmed',
    'settled',
    'refunded',
  ]),
  at: unixSeconds,
  amount: moneyString.nullable(),
  note: z.string(),
});
export type TimelineStep = z.infer<typeof timelineStep>;
export const appealMessage = z.object({
  id: auctionId,
  side: z.enum(['buyer', 'seller']),
  is_mine: z.boolean(),
  text: z.string(),
  images: z.array(z.string()),
  created_at: unixSeconds,
});
export type AppealMessage = z.infer<typeof appealMessage>;
/** An appeal is open until an operator decides where the escrow goes: to the seller (release) or back to the buyer (refund). */
export const appealStatus = z.enum(['open', 'decided']);
export const appealDecision = z.enum(['release', 'refund']);
/** Where an appeal stands: open, or decided, with the reason both members see: the members' view and the console's share it. */
export const appealOutcome = {
  status: appealStatus,
  decision: appealDecision.nullable(),
  decision_reason: z.string().nullable(),
};
export const appealView = z.object({
  id: auctionId,
  reason: z.string(),
  ...appealOutcome,
  created_at: unixSeconds,
  decided_at: unixSeconds.nullable(),
  messages: z.array(appealMessage),
});
export type AppealView = z.infer<typeof appealView>;
export const orderDetail = z.object({
  id: auctionId,
  lot_id: auctionId,
  token_id: auctionId,
  title: z.string(),
  image: z.string(),
  side: z.enum(['buyer', 'seller']),
  status: orderStatus,
  settlement: z.enum(['confirmed', 'auto', 'released', 'refunded', 'forfeited']).nullable(),
  asset: z.string(),
  amount: moneyString,
  fee: moneyString,
  /** What the seller receives (amount − fee). */
  proceeds: moneyString,
  counterpart: nftPerson.nullable(),
  /** Sold on a deposit: what the close put in escrow (null: paid in full). */
  deposit: moneyString.nullable(),
  /** What the buyer still has to pay ("0.00" once paid or when nothing was left). */
  due: moneyString,
  /** The deadline for the rest (null when nothing was left to pay). */
  pay_by: unixSeconds.nullable(),
  paid_at: unixSeconds.nullable(),
  created_at: unixSeconds,
  auto_confirm_at: unixSeconds,
  settled_at: unixSeconds.nullable(),
  can_pay: z.boolean(),
  can_confirm: z.boolean(),
  can_appeal: z.boolean(),
  can_reply: z.boolean(),
  timeline: z.array(timelineStep),
  appeal: appealView.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;
export const orderDetailResponse = envelope(orderDetail);

/** A buyer's call that moves the money of one of their orders: the order, and the pay password. */
const orderPaymentBody = z.strictObject({ id: auctionId, paypwd: payPassword });

// GET /api/coupon/index?page&before → my lots as seller, newest first
export const couponIndexQuery = keysetQuery();
export const myLotRow = z.object({
  lot: lotCard,
  order_id: auctionId.nullable(),
  order_status: orderStatus.nullable(),
});
export type MyLotRow = z.infer<typeof myLotRow>;
export const couponIndexResponse = envelope(keysetPaged(myLotRow));

// GET /api/coupon/detail?id → one of my lots as seller, with its bids and order
export const couponDetailResponse = envelope(lotDetail.extend({ reserve: moneyString.nullable(), order_status: orderStatus.nullable() }));

// POST /api/coupon/confirm → the buyer confirms receipt: escrow pays the seller less the fee
export const couponConfirmBody = orderPaymentBody;
export const couponConfirmResponse = envelope(
  z.object({ id: auctionId, status: orderStatus, amount: moneyString, fee: moneyString, proceeds: moneyString, asset: z.string() }),
);

// POST /api/order/pay → the winner of a deposit lot pays the rest into escrow
export const orderPayBody = orderPaymentBody;
export const orderPayResponse = envelope(
  z.object({ id: auctionId, status: orderStatus, paid: moneyString, amount: moneyString, asset: z.string(), auto_confirm_at: unixSeconds }),
);

/** Images of an appeal message: URLs the member uploaded (`/api/common/upload`), at most 6. */
export const APPEAL_MAX_IMAGES = 6;
/** What a member says in an appeal, opening it or answering: a text and the images that show it. */
const appealWords = {
  text: z.string().trim().min(1).max(2000),
  images: z.array(z.string().trim().min(1).max(500)).max(APPEAL_MAX_IMAGES).default([]),
};
export const APPEAL_REASONS = ['not_received', 'not_as_described', 'other'] as const;

// POST /api/coupon/feedback → the buyer appeals an order before confirming it (freezes escrow)
export const couponFeedbackBody = z.strictObject({
  order_id: auctionId,
  reason: z.enum(APPEAL_REASONS),
  ...appealWords,
});
export const couponFeedbackResponse = envelope(z.object({ id: auctionId, order_id: auctionId }));

// POST /api/coupon/feedbackReply → either side adds text and images to an open appeal
export const couponFeedbackReplyBody = z.strictObject({ order_id: auctionId, ...appealWords });

const member = endpointGroup({ tag: 'auction', caller: 'member' });

/** The members' auction calls. */
export const auctionApi = {
  index: member.get({
    path: '/api/auction/index',
    summary: 'Open lots, ending soonest first',
    query: auctionIndexQuery,
    response: auctionIndexResponse,
  }),
  detail: member.get({
    path: '/api/auction/detail',
    summary: 'One lot with its bids (newest first, bidders masked)',
    query: idQuery,
    response: auctionDetailResponse,
  }),
  add: member.post({
    path: '/api/auction/add',
    summary: 'Put my NFT on auction (locked until the lot closes)',
    body: auctionAddBody,
    response: auctionAddResponse,
  }),
  bid: member.post({
    path: '/api/order/add',
    summary: "Bid on a lot: the amount is held; the previous top bidder's hold is released",
    body: orderAddBody,
    response: orderAddResponse,
    money: true,
    payPassword: true,
  }),
  pay: member.post({
    path: '/api/order/pay',
    summary: 'Pay the rest of a lot won on a deposit (into escrow, before the deadline)',
    body: orderPayBody,
    response: orderPayResponse,
    money: true,
    payPassword: true,
  }),
  orders: member.get({
    path: '/api/order/index',
    summary: 'Lots I bid on (tab=bidding) or won (tab=won)',
    query: orderIndexQuery,
    response: orderIndexResponse,
  }),
  order: member.get({
    path: '/api/order/detail',
    summary: 'An order I bought or sold: timeline, amounts, appeal',
    query: idQuery,
    response: orderDetailResponse,
  }),
  coupons: member.get({
    path: '/api/coupon/index',
    summary: 'My lots as seller, newest first',
    query: couponIndexQuery,
    response: couponIndexResponse,
  }),
  coupon: member.get({
    path: '/api/coupon/detail',
    summary: 'One of my lots as seller, with its bids and order',
    query: idQuery,
    response: couponDetailResponse,
  }),
  confirm: member.post({
    path: '/api/coupon/confirm',
    summary: 'Confirm receipt of a won lot: escrow pays the seller less the fee',
    body: couponConfirmBody,
    response: couponConfirmResponse,
    money: true,
    payPassword: true,
  }),
  feedback: member.post({
    path: '/api/coupon/feedback',
    summary: 'Appeal an order before confirming it: freezes escrow until an operator decides',
    body: couponFeedbackBody,
    response: couponFeedbackResponse,
  }),
  feedbackReply: member.post({
    path: '/api/coupon/feedbackReply',
    summary: 'Answer an open appeal with text and images (buyer or seller)',
    body: couponFeedbackReplyBody,
    response: idResponse,
  }),
};
