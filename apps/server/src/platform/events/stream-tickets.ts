import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, nowMs } from '../clock';
import type { DB } from '../db/schema';

/** A ticket opens one stream within this time. */
export const TICKET_LIFE_MS = 30_000;
const PURGE_EVERY = 200;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Tickets that open the event stream. A browser's EventSource cannot send the `token` header, and a
 * 30-day token in a URL would end up in access logs and history; a ticket taken with the token is
 * random (256 bits), stored hashed, good for one stream within 30 s, and useless afterwards. Kept in
 * the database, so a ticket taken through one server process opens a stream on any other.
 */
export class StreamTickets {
  #issued = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async issue(userId: bigint): Promise<{ ticket: string; expires_in: number }> {
    const ticket = randomBytes(32).toString('base64url');
    const now = nowMs(this.clock);
    await this.db
      .insertInto('stream_tickets')
      .values({ ticket_hash: hash(ticket), user_id: userId, expires_at: now + BigInt(TICKET_LIFE_MS), used_at: null, created_at: now })
      .execute();
    this.#issued += 1;
    if (this.#issued % PURGE_EVERY === 0) void this.purge().catch(() => undefined);
    return { ticket, expires_in: TICKET_LIFE_MS / 1000 };
  }

  /** The member a ticket was issued to, once: null when it is unknown, used or past its time. */
  async consume(ticket: string): Promise<bigint | null> {
    const now = nowMs(this.clock);
    const row = await this.db
      .updateTable('stream_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', hash(ticket))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** Forgets tickets an hour past their time. */
  async purge(): Promise<void> {
    await this.db
      .deleteFrom('stream_tickets')
      .where('expires_at', '<', nowMs(this.clock) - 3_600_000n)
      .execute();
  }
}
