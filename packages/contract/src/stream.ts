import { z } from 'zod';
import { getEndpoint, noBody, postEndpoint } from './endpoint';
import { envelope, nullResponse } from './envelope';
import type { MarketSide } from './market';

// The live event stream: one server-sent-events connection per client (`GET /api/stream`). A
// browser's EventSource cannot send the `token` header, so the client first takes a short-lived,
// single-use ticket with its token (`POST /api/stream/ticket`) and opens the stream with it.

export const streamTicketResponse = envelope(
  z.object({
    ticket: z.string(),
    /** Seconds the ticket stays good for opening one stream. */
    expires_in: z.number().int(),
  }),
);

export const streamQuery = z.strictObject({
  ticket: z.string().max(200).optional(),
  /** The last event the client saw, when it cannot send the Last-Event-ID header (a new EventSource). */
  last_event_id: z.string().max(100).optional(),
});

/** The events the stream carries: `event:` is the topic, `data:` its JSON. */
export interface StreamEvents {
  /** A trade in the pool, member masked. */
  'market.trade': {
    id: number;
    side: MarketSide;
    amount_in: string;
    amount_out: string;
    price: string;
    /** The pool's price after it. */
    price_after: string;
    created_at: number;
    member: string;
  };
  /** The operator changed the pool (liquidity, fee, paused): refetch the price. */
  'market.pool': { paused: boolean; fee_rate: string; price: string };
  /** A bid on a lot: the new top bid, the next minimum and the end (moved by anti-sniping). */
  'auction.bid': {
    lot_id: number;
    bid_id: number;
    amount: string;
    bidder: string;
    min_next_bid: string;
    ends_at: number;
    extended: boolean;
    bid_count: number;
    created_at: number;
  };
  /** A lot closed (sold or not). */
  'auction.closed': { lot_id: number; status: 'sold' | 'unsold' };
  /** A new order tip for this member: refetch the tips (and the order it names). */
  'order.tip': { kind: string; ref_type: string; ref_id: string };
  /** One of the member's own deposits on chain changed (seen, one more confirmation, credited, dropped). */
  'chain.deposit': {
    id: number;
    status: 'confirming' | 'credited' | 'below_min' | 'dropped';
    confirmations: number;
    required: number;
    amount: string;
  };
  /** The server cannot replay what the client missed: refetch everything shown live. */
  'stream.reset': Record<string, never>;
}
export type StreamTopic = keyof StreamEvents;

const tag = 'stream';

export const streamApi = {
  ticket: postEndpoint({
    path: '/api/stream/ticket',
    summary: 'A single-use ticket (30 s) to open the event stream with',
    tag,
    caller: 'member',
    body: noBody,
    response: streamTicketResponse,
  }),
  /**
   * Server-sent events (text/event-stream), opened with a ticket; HTTP 401 without a good one.
   * Resumes after `Last-Event-ID` (header or `last_event_id`) from the recent events kept.
   */
  events: getEndpoint({
    path: '/api/stream',
    summary: 'Live events as server-sent events (text/event-stream): market trades, pool changes; needs ?ticket=',
    tag,
    caller: 'public',
    query: streamQuery,
    response: nullResponse,
    eventStream: true,
  }),
};
