import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { countWhere, rowsWhere, rowWhere, updateIfStill } from '../shared-rows-repository';
import type { ChainBroadcastTable, ChainHotWalletTable } from './tables';

export type BroadcastRow = Selectable<ChainBroadcastTable>;
export type HotWalletRow = Selectable<ChainHotWalletTable>;

/** The hot wallets' nonces and the payouts they signed. */
export class BroadcastRepository {
  async ensureHotWallet(db: Executor, networkId: bigint, address: string, nonce: bigint, now: bigint): Promise<void> {
    await db
      .insertInto('chain_hot_wallets')
      .values({ network_id: networkId, address, next_nonce: nonce, updated_at: now })
      .onConflict((oc) => oc.column('network_id').doNothing())
      .execute();
    // A new key for the network: its own count starts over.
    await db
      .updateTable('chain_hot_wallets')
      .set({ address, next_nonce: nonce, updated_at: now })
      .where('network_id', '=', networkId)
      .where('address', '!=', address)
      .execute();
  }

  hotWallet(db: Executor, networkId: bigint): Promise<HotWalletRow | undefined> {
    return rowWhere(db, 'chain_hot_wallets', { network_id: networkId });
  }

  /** Moves the next nonce from `expected` to `next`; false when another process took it first. */
  takeNonce(db: Executor, networkId: bigint, expected: bigint, next: bigint, now: bigint): Promise<boolean> {
    return updateIfStill(db, 'chain_hot_wallets', { network_id: networkId, next_nonce: expected }, { next_nonce: next, updated_at: now });
  }

  async attempts(db: Executor, withdrawalId: bigint): Promise<bigint> {
    return BigInt(await countWhere(db, 'chain_broadcasts', { withdrawal_id: withdrawalId }));
  }

  async insert(db: Executor, values: Insertable<ChainBroadcastTable>): Promise<BroadcastRow> {
    return db.insertInto('chain_broadcasts').values(values).returningAll().executeTakeFirstOrThrow();
  }

  inStatus(db: Executor, networkId: bigint, status: string): Promise<BroadcastRow[]> {
    return rowsWhere(db, 'chain_broadcasts', { network_id: networkId, status });
  }

  find(db: Executor, id: bigint): Promise<BroadcastRow | undefined> {
    return db.selectFrom('chain_broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async move(db: Executor, id: bigint, from: string[], set: Updateable<ChainBroadcastTable>): Promise<boolean> {
    const moved = await db.updateTable('chain_broadcasts').set(set).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** Approved withdrawals of a wallet network without a payout that is signed, sent or confirmed. */
  awaitingPayout(db: Executor, walletNetwork: string, asset: string) {
    return db
      .selectFrom('withdrawals')
      .select(['id', 'address', 'amount'])
      .where('status', '=', 'approved')
      .where('network', '=', walletNetwork)
      .where('asset', '=', asset)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('chain_broadcasts')
              .select('chain_broadcasts.id')
              .whereRef('chain_broadcasts.withdrawal_id', '=', 'withdrawals.id')
              .where('chain_broadcasts.status', 'in', ['signed', 'sent', 'unresolved', 'confirmed']),
          ),
        ),
      )
      .orderBy('id')
      .limit(50)
      .execute();
  }

  /** Whether a payout of the withdrawal is signed, sent or held for reconciliation (not yet confirmed or failed). */
  async inFlight(db: Executor, withdrawalId: bigint): Promise<boolean> {
    const row = await db
      .selectFrom('chain_broadcasts')
      .select('id')
      .where('withdrawal_id', '=', withdrawalId)
      .where('status', 'in', ['signed', 'sent', 'unresolved'])
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Holds an approved withdrawal's row for the caller's transaction; false when it is no longer approved. */
  holdApproved(db: Executor, withdrawalId: bigint): Promise<boolean> {
    return updateIfStill(db, 'withdrawals', { id: withdrawalId, status: 'approved' }, { updated_at: sql.ref('updated_at') });
  }

  /** The payout queue for the console, newest first. */
  /** The latest payouts, each with the amount its withdrawal debited (base units, as stored). */
  latest(db: Executor, limit: number): Promise<(BroadcastRow & { amount: bigint })[]> {
    return db
      .selectFrom('chain_broadcasts')
      .innerJoin('withdrawals', 'withdrawals.id', 'chain_broadcasts.withdrawal_id')
      .selectAll('chain_broadcasts')
      .select('withdrawals.amount')
      .orderBy('chain_broadcasts.id', 'desc')
      .limit(limit)
      .execute();
  }
}
