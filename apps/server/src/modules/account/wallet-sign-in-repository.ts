import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { WalletNonceTable, WalletTicketTable } from './tables';

export type WalletNonceRow = Selectable<WalletNonceTable>;
export type WalletTicketRow = Selectable<WalletTicketTable>;

/** Wallet sign-in's single-use nonces (tpNonce) and tickets (tpLogin of a wallet with no member yet). */
export class WalletSignInRepository {
  async insertNonce(db: Executor, values: Insertable<WalletNonceTable>): Promise<void> {
    await db.insertInto('wallet_nonces').values(values).execute();
  }

  nonce(db: Executor, nonce: string): Promise<WalletNonceRow | undefined> {
    return db.selectFrom('wallet_nonces').selectAll().where('nonce', '=', nonce).executeTakeFirst();
  }

  /** Uses a nonce up; false when it already was. */
  async spendNonce(db: Executor, nonce: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('wallet_nonces')
      .set({ used_at: now })
      .where('nonce', '=', nonce)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async insertTicket(db: Executor, values: Insertable<WalletTicketTable>): Promise<void> {
    await db.insertInto('wallet_tickets').values(values).execute();
  }

  ticket(db: Executor, ticketHash: string): Promise<WalletTicketRow | undefined> {
    return db.selectFrom('wallet_tickets').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
  }

  /** Uses a ticket up; false when it already was. */
  async spendTicket(db: Executor, ticketHash: string, now: bigint): Promise<boolean> {
    const result = await db
      .updateTable('wallet_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', ticketHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
