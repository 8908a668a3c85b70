import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { rowWhere, updateIfStill } from '../shared-rows-repository';
import type { WalletNonceTable, WalletTicketTable } from './tables';

export type WalletNonceRow = Selectable<WalletNonceTable>;
export type WalletTicketRow = Selectable<WalletTicketTable>;

/** Wallet sign-in's single-use nonces (tpNonce) and tickets (tpLogin of a wallet with no member yet). */
export class WalletSignInRepository {
  async insertNonce(db: Executor, values: Insertable<WalletNonceTable>): Promise<void> {
    await db.insertInto('wallet_nonces').values(values).execute();
  }

  nonce(db: Executor, nonce: string): Promise<WalletNonceRow | undefined> {
    return rowWhere(db, 'wallet_nonces', { nonce });
  }

  /** Uses a nonce up; false when it already was. */
  spendNonce(db: Executor, nonce: string, now: bigint): Promise<boolean> {
    return updateIfStill(db, 'wallet_nonces', { nonce, used_at: null }, { used_at: now });
  }

  async insertTicket(db: Executor, values: Insertable<WalletTicketTable>): Promise<void> {
    await db.insertInto('wallet_tickets').values(values).execute();
  }

  ticket(db: Executor, ticketHash: string): Promise<WalletTicketRow | undefined> {
    return rowWhere(db, 'wallet_tickets', { ticket_hash: ticketHash });
  }

  /** Uses a ticket up; false when it already was. */
  spendTicket(db: Executor, ticketHash: string, now: bigint): Promise<boolean> {
    return updateIfStill(db, 'wallet_tickets', { ticket_hash: ticketHash, used_at: null }, { used_at: now });
  }
}
