import type { Generated } from 'kysely';

/** Messages kept in demo mode instead of being sent; read by GET /api/dev/outbox and the console. */
export interface OutboxMessageTable {
  id: Generated<bigint>;
  channel: string;
  recipient: string;
  event: string;
  code: string;
  subject: string;
  text: string;
  created_at: bigint;
}

export interface MailTables {
  outbox_messages: OutboxMessageTable;
}
