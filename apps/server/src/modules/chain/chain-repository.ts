import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor, KeysetWindow } from '../../platform/db/executor';
import { paginateBefore } from '../../platform/db/executor';
import { countWhere, pageNewestFirst, rowsWhere, rowWhere, updateIfStill } from '../shared-rows-repository';
import type { ChainAddressTable, ChainCursorTable, ChainDepositTable, ChainNetworkTable } from './tables';

export type NetworkRow = Selectable<ChainNetworkTable>;
export type AddressRow = Selectable<ChainAddressTable>;
export type CursorRow = Selectable<ChainCursorTable>;
export type DepositRow = Selectable<ChainDepositTable>;

/** What a sweep row is grouped by and shows: one deposit address of one member, and the asset. */
const SWEEP_KEY = [
  'chain_deposits.network_id',
  'chain_deposits.address',
  'chain_addresses.derivation_index',
  'chain_deposits.user_id',
  'users.uid',
  'chain_deposits.asset',
] as const;

/** Networks, deposit addresses, cursors and deposits. */
export class ChainRepository {
  networks(db: Executor, enabledOnly = false): Promise<NetworkRow[]> {
    let q = db.selectFrom('chain_networks').selectAll();
    if (enabledOnly) q = q.where('enabled', '=', 1n);
    return q.orderBy('id').execute();
  }

  network(db: Executor, id: bigint): Promise<NetworkRow | undefined> {
    return db.selectFrom('chain_networks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertNetwork(db: Executor, values: Insertable<ChainNetworkTable>): Promise<bigint> {
    return (await db.insertInto('chain_networks').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async updateNetwork(db: Executor, id: bigint, set: Updateable<ChainNetworkTable>): Promise<void> {
    await db.updateTable('chain_networks').set(set).where('id', '=', id).execute();
  }

  address(db: Executor, networkId: bigint, userId: bigint): Promise<AddressRow | undefined> {
    return rowWhere(db, 'chain_addresses', { network_id: networkId, user_id: userId });
  }

  /** Stores a member's address once; a concurrent first ask is a no-op. */
  async insertAddress(db: Executor, values: Insertable<ChainAddressTable>): Promise<void> {
    await db
      .insertInto('chain_addresses')
      .values(values)
      .onConflict((oc) => oc.columns(['network_id', 'user_id']).doNothing())
      .execute();
  }

  addresses(db: Executor, networkId: bigint): Promise<Pick<AddressRow, 'user_id' | 'address'>[]> {
    return db.selectFrom('chain_addresses').select(['user_id', 'address']).where('network_id', '=', networkId).execute();
  }

  countAddresses(db: Executor, networkId: bigint): Promise<number> {
    return countWhere(db, 'chain_addresses', { network_id: networkId });
  }

  cursor(db: Executor, networkId: bigint): Promise<CursorRow | undefined> {
    return db.selectFrom('chain_cursors').selectAll().where('network_id', '=', networkId).executeTakeFirst();
  }

  async saveCursor(db: Executor, row: CursorRow): Promise<void> {
    const { network_id, ...set } = row;
    await db
      .insertInto('chain_cursors')
      .values(row)
      .onConflict((oc) => oc.column('network_id').doUpdateSet(set))
      .execute();
  }

  async noteRun(
    db: Executor,
    networkId: bigint,
    set: Pick<CursorRow, 'head' | 'last_error' | 'last_run_at' | 'updated_at'>,
    startBlock: bigint,
  ) {
    await db
      .insertInto('chain_cursors')
      .values({ network_id: networkId, scanned_to: startBlock - 1n, scanned_hash: null, ...set })
      .onConflict((oc) => oc.column('network_id').doUpdateSet(set))
      .execute();
  }

  /**
   * Records a transfer seen on chain; the unique (chain, tx hash, log index) makes it once. A log seen
   * again in another block (its first block left the chain and the transaction was mined again)
   * takes the new block and confirms again, unless it was already credited. The row's id when it was
   * new or changed, else null.
   */
  async recordDeposit(db: Executor, values: Insertable<ChainDepositTable>): Promise<bigint | null> {
    const inserted = await db
      .insertInto('chain_deposits')
      .values(values)
      .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const moved = await db
      .updateTable('chain_deposits')
      .set({
        status: values.status,
        block_number: values.block_number,
        block_hash: values.block_hash,
        confirmations: values.confirmations,
        updated_at: values.updated_at,
      })
      .where('chain_id', '=', values.chain_id)
      .where('tx_hash', '=', values.tx_hash)
      .where('log_index', '=', values.log_index)
      .where((eb) =>
        eb.or([eb('status', '=', 'dropped'), eb.and([eb('status', '=', 'confirming'), eb('block_hash', '!=', values.block_hash)])]),
      )
      .returning('id')
      .executeTakeFirst();
    return moved?.id ?? null;
  }

  confirming(db: Executor, networkId: bigint): Promise<DepositRow[]> {
    return rowsWhere(db, 'chain_deposits', { network_id: networkId, status: 'confirming' });
  }

  countConfirming(db: Executor, networkId: bigint): Promise<number> {
    return countWhere(db, 'chain_deposits', { network_id: networkId, status: 'confirming' });
  }

  /** A conditional change of a confirming deposit; false when another pass changed it first. */
  moveConfirming(db: Executor, id: bigint, set: Updateable<ChainDepositTable>): Promise<boolean> {
    return updateIfStill(db, 'chain_deposits', { id, status: 'confirming' }, set);
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('chain_deposits').set({ entry_id: entryId }).where('id', '=', id).execute();
  }

  find(db: Executor, id: bigint): Promise<DepositRow | undefined> {
    return db.selectFrom('chain_deposits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A member's deposits, newest first: page `page`, or those older than `before` down the (user_id, id) index. */
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow) {
    return pageNewestFirst(db, 'chain_deposits', { user_id: userId }, window);
  }

  /**
   * Every member's deposits with the member's UID, newest first (the console's list): page `page`, or
   * those older than `before` down the primary key (of one member, the (user_id, id) index; with a
   * status, the (status, id) index).
   */
  pageAll(db: Executor, filter: { status?: string; userId?: bigint }, window: KeysetWindow) {
    let base = db.selectFrom('chain_deposits').innerJoin('users', 'users.id', 'chain_deposits.user_id');
    if (filter.status) base = base.where('chain_deposits.status', '=', filter.status);
    if (filter.userId) base = base.where('chain_deposits.user_id', '=', filter.userId);
    return paginateBefore(db, base, 'chain_deposits.id', window, (q) =>
      q.selectAll('chain_deposits').select('users.uid').orderBy('chain_deposits.id', 'desc'),
    );
  }

  /** Per deposit address: the credited total and count, largest first (at most `limit` addresses). */
  sweep(db: Executor, limit: number) {
    return db
      .selectFrom('chain_deposits')
      .innerJoin('chain_addresses', (j) =>
        j
          .onRef('chain_addresses.network_id', '=', 'chain_deposits.network_id')
          .onRef('chain_addresses.address', '=', 'chain_deposits.address'),
      )
      .innerJoin('users', 'users.id', 'chain_deposits.user_id')
      .where('chain_deposits.status', '=', 'credited')
      .select(SWEEP_KEY)
      .select((eb) => [eb.fn.sum<bigint | string>('chain_deposits.amount').as('credited'), eb.fn.countAll<bigint>().as('deposits')])
      .groupBy(SWEEP_KEY)
      .orderBy('credited', 'desc')
      .limit(limit)
      .execute();
  }
}
