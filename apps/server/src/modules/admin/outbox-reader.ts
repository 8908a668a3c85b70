import type { adminApi } from '@mcc/contract/admin';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import { unixSeconds } from '../../platform/clock';
import { type Page, pageOf } from '../../platform/db/executor';
import { maskAntiPhishingLines } from '../../platform/mail/anti-phishing-line';

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
  page(query: { to?: string; page: number }): Promise<Page<OutboxMessage>>;
}

/**
 * The demo outbox as the console lists it; without one (production) an empty page that says so. A
 * member's anti-phishing code is masked in the text: an operator sees that a message carried it,
 * never the code itself, so no one at the console can write a message that passes for ours.
 */
export class ConsoleOutbox {
  constructor(private readonly reader: OutboxReader | undefined) {}

  async page(query: ParsedOf<typeof adminApi.outbox>): Promise<DataOf<typeof adminApi.outbox>> {
    if (!this.reader) return { ...pageOf([], 0, query.page), demo: false };
    const rows = await this.reader.page({ to: query.to || undefined, page: query.page });
    const list = rows.list.map((r) => ({
      to: r.to,
      event: r.event,
      code: r.code,
      text: maskAntiPhishingLines(r.text),
      created_at: unixSeconds(r.createdAt),
    }));
    return { ...rows, list, demo: true };
  }
}
