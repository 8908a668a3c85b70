import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope, listOf, nullResponse } from './envelope';

// Web Push: a browser's subscription (as PushSubscription.toJSON() gives it), the topics it receives,
// and the member's own subscriptions. The server sends order tips, outbids, deposits credited and
// withdrawals paid or refused to them as `{ title, body, url, tag }` in the member's language.

/** What a subscription can receive; absent `topics` means all of them. */
export const pushTopics = ['auction', 'wallet', 'orders', 'account'] as const;
export const pushTopic = z.enum(pushTopics);
export type PushTopic = z.infer<typeof pushTopic>;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => base64urlBytes(value) === bytes, { message: `must be ${bytes} bytes in base64url` });

/** How many bytes a base64url text (without padding) stands for. */
function base64urlBytes(value: string): number {
  const chars = value.replace(/=+$/, '').length;
  return Math.floor((chars * 3) / 4);
}

export const pushSubscribeBody = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(2048),
  keys: z.object({
    /** The browser's P-256 public key: an uncompressed point, 65 bytes. */
    p256dh: base64url(65),
    /** The browser's authentication secret, 16 bytes. */
    auth: base64url(16),
  }),
  /** PushSubscription.toJSON() gives this too; it is not used. */
  expirationTime: z.number().nullable().optional(),
  topics: z.array(pushTopic).max(pushTopics.length).optional(),
});
export const pushSubscribeData = z.object({ id: z.number().int() });

export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushSubscriptionView = z.object({
  id: z.number().int(),
  /** The push service's origin (`https://fcm.googleapis.com`); the full endpoint is never shown. */
  endpoint_origin: z.string(),
  created_at: z.number().int(),
  topics: z.array(pushTopic),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionView>;
export const pushSubscriptionsData = listOf(pushSubscriptionView);

const member = endpointGroup({ tag: 'push', caller: 'member' });

export const pushApi = {
  subscribe: member.post({
    path: '/api/push/subscribe',
    summary: "Saves this browser's push subscription (again: updates its keys and topics)",
    body: pushSubscribeBody,
    response: envelope(pushSubscribeData),
  }),
  unsubscribe: member.post({
    path: '/api/push/unsubscribe',
    summary: 'Removes one of my push subscriptions by its endpoint (none: nothing happens)',
    body: pushUnsubscribeBody,
    response: nullResponse,
  }),
  subscriptions: member.get({
    path: '/api/push/subscriptions',
    summary: 'My push subscriptions and their topics',
    query: noQuery,
    response: envelope(pushSubscriptionsData),
  }),
};
