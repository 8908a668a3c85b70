import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { recordId, recordIdQuery, unixSeconds } from './scalars';

// Order tips: unread notes about a member's orders (subscribed, earning paid, matured, withdrawal
// reviewed, recharge confirmed...). Both calls are silent (no loading text, no error toast).

export const tipId = recordId;

export const orderTip = z.object({
  id: tipId,
  kind: z.string(),
  /** In the request's language. */
  title: z.string(),
  text: z.string(),
  /** What it is about (`pledge_order`, `withdraw`...) and its id, for a link. */
  ref_type: z.string(),
  ref_id: z.string(),
  created_at: unixSeconds,
});
export type OrderTip = z.infer<typeof orderTip>;

// GET /api/order/tips → the newest unread tips
export const orderTipsData = z.object({ list: z.array(orderTip), unread: z.number().int() });
export type OrderTipsData = z.infer<typeof orderTipsData>;
export const orderTipsResponse = envelope(orderTipsData);

// GET /api/order/readTips?id (or ?all=1 for every unread tip)
export const readTipsQuery = z.strictObject({
  id: recordIdQuery.optional(),
  all: z.enum(['1']).optional(),
});
export const readTipsData = z.object({ unread: z.number().int() });
export const readTipsResponse = envelope(readTipsData);

// ---- The calls ----

const member = endpointGroup({ tag: 'tips', caller: 'member' });

/** The member's order tips (both silent on the client). */
export const tipsApi = {
  tips: member.get({
    path: '/api/order/tips',
    summary: 'The newest unread order tips and the unread count',
    query: noQuery,
    response: orderTipsResponse,
  }),
  read: member.get({
    path: '/api/order/readTips',
    summary: 'Marks one of my tips read (?id) or all (?all=1)',
    query: readTipsQuery,
    response: readTipsResponse,
  }),
};
