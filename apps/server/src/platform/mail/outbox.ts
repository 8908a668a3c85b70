import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock';
import { mapPage, type Page, paginate } from '../db/executor';
import type { DB } from '../db/schema';
import type { MessageSender, OutgoingMessage } from './sender';

export interface OutboxEntry {
  id: bigint;
  channel: string;
  to: string;
  event: string;
  code: string;
  subject: string;
  text: string;
  createdAt: bigint;
}

function entryOf(r: Selectable<DB['outbox_messages']>): OutboxEntry {
  return {
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    event: r.event,
    code: r.code,
    subject: r.subject,
    text: r.text,
    createdAt: r.created_at,
  };
}

/** Demo mode's "delivery": the message is stored, and anyone running the demo can read it back. */
export class Outbox implements MessageSender {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        recipient: message.to,
        event: message.event,
        code: message.code,
        subject: message.subject,
        text: message.text,
        created_at: BigInt(this.clock.now().getTime()),
      })
      .execute();
  }

  /** The newest messages first, to one recipient when `to` is given. */
  async list({ to, limit = 20, offset = 0 }: { to?: string; limit?: number; offset?: number }): Promise<OutboxEntry[]> {
    let query = this.db.selectFrom('outbox_messages').selectAll();
    if (to !== undefined) query = query.where('recipient', '=', to);
    const rows = await query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return rows.map(entryOf);
  }

  /** Page `page` of the messages, newest first, to one recipient when `to` is given. */
  async page({ to, page }: { to?: string; page: number }): Promise<Page<OutboxEntry>> {
    let base = this.db.selectFrom('outbox_messages');
    if (to !== undefined) base = base.where('recipient', '=', to);
    const rows = await paginate(base, page, (q) => q.selectAll().orderBy('id', 'desc'));
    return mapPage(rows, entryOf);
  }

  async close(): Promise<void> {}
}
