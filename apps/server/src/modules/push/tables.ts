import type { Generated } from 'kysely';

/** The server's VAPID key pair by name (`vapid`), base64url: made once on first use. */
export interface PushKeyTable {
  name: string;
  public_key: string;
  private_key: string;
  created_at: bigint;
}

/**
 * One browser's push subscription for a member. `topics` is a JSON array of the topics it receives;
 * `language` the member's language when subscribing (the payload's); only order tips after
 * `after_tip_id` reach it (none from before it subscribed).
 */
export interface PushSubscriptionTable {
  id: Generated<bigint>;
  user_id: bigint;
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: string;
  language: string;
  after_tip_id: bigint;
  created_at: bigint;
}

/**
 * One order tip sent (or skipped) to one subscription. Unique per (subscription, tip): the process
 * that writes the row sends, every other one sees it taken. `state`: `sending`, `sent`, `skipped`
 * (topic turned off), `blocked` (host refused), `gone` (404/410, subscription removed) or `failed`.
 */
export interface PushDeliveryTable {
  id: Generated<bigint>;
  subscription_id: bigint;
  tip_id: bigint;
  state: string;
  status: bigint | null;
  created_at: bigint;
  finished_at: bigint | null;
}

export interface PushTables {
  push_keys: PushKeyTable;
  push_subscriptions: PushSubscriptionTable;
  push_deliveries: PushDeliveryTable;
}
