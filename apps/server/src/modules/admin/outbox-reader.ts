/** One message the demo outbox kept instead of sending it. */
export interface OutboxMessage {
  channel: string;
  to: string;
  event: string;
  code: string;
  text: string;
  createdAt: bigint;
}

/**
 * What the console needs of demo mode's outbox (platform/mail/outbox.ts implements it). Absent in
 * production, where nothing is kept.
 */
export interface OutboxReader {
  list(query: { to?: string; limit?: number; offset?: number }): Promise<OutboxMessage[]>;
  count(to?: string): Promise<number>;
}

export const OUTBOX_PAGE_SIZE = 20;
