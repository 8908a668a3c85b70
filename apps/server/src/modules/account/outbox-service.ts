import type { accountApi } from '@mcc/contract/account';
import type { DataOf } from '@mcc/contract/endpoint';
import { unixSeconds } from '../../platform/clock';
import type { Outbox } from '../../platform/mail/outbox';
import { normalizeEmail } from './identifiers';

/** How many of the newest messages to a recipient the demo outbox shows. */
export const OUTBOX_LIST_LIMIT = 20;

/** Demo mode: reads back what the outbox kept instead of sending it, so a demo can be signed into. */
export class OutboxService {
  constructor(private readonly outbox: Outbox) {}

  /** The newest messages to a mobile or email (any case), newest first. */
  async sentTo(to: string): Promise<DataOf<typeof accountApi.outbox>> {
    const entries = await this.outbox.list({ to: to.includes('@') ? normalizeEmail(to) : to, limit: OUTBOX_LIST_LIMIT });
    return {
      list: entries.map((e) => ({
        to: e.to,
        event: e.event,
        code: e.code,
        text: e.text,
        created_at: unixSeconds(e.createdAt),
      })),
    };
  }
}
