import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { rowCount } from '../shared-rows-repository';
import type { WithdrawAddressTable } from './tables';

export type WithdrawAddressRow = Selectable<WithdrawAddressTable>;

/** The members' saved withdrawal addresses and their switch "withdraw only to saved addresses". */
export class AddressBookRepository {
  /** A member's addresses, newest first. */
  listOf(db: Executor, userId: bigint): Promise<WithdrawAddressRow[]> {
    return db.selectFrom('withdraw_addresses').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  }

  countOf(db: Executor, userId: bigint): Promise<number> {
    return rowCount(db.selectFrom('withdraw_addresses').where('user_id', '=', userId));
  }

  /** The member's saved address of `network` compared by `addressKey`, or undefined. */
  findByKey(db: Executor, userId: bigint, network: string, addressKey: string): Promise<WithdrawAddressRow | undefined> {
    return db
      .selectFrom('withdraw_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('network', '=', network)
      .where('address_key', '=', addressKey)
      .executeTakeFirst();
  }

  /** Inserts the address; undefined when the member already has it (the unique key), nothing inserted. */
  async insert(db: Executor, values: Insertable<WithdrawAddressTable>): Promise<WithdrawAddressRow | undefined> {
    return db
      .insertInto('withdraw_addresses')
      .values(values)
      .onConflict((oc) => oc.columns(['user_id', 'network', 'address_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes one of the member's own addresses; false when the member has no address of that id. */
  async deleteOwn(db: Executor, userId: bigint, id: bigint): Promise<boolean> {
    const result = await db.deleteFrom('withdraw_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  async onlySaved(db: Executor, userId: bigint): Promise<boolean> {
    const row = await db.selectFrom('withdraw_address_settings').select('only_saved').where('user_id', '=', userId).executeTakeFirst();
    return row?.only_saved === 1n;
  }

  /**
   * Makes sure the member's settings row exists and holds it for the rest of the transaction (an
   * update takes the row's lock on PostgreSQL; SQLite runs one write transaction at a time); answers
   * the switch as it stands.
   */
  async lockSettings(db: Executor, userId: bigint, now: bigint): Promise<boolean> {
    const row = await db
      .insertInto('withdraw_address_settings')
      .values({ user_id: userId, only_saved: 0n, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ only_saved: eb.ref('withdraw_address_settings.only_saved') })))
      .returning('only_saved')
      .executeTakeFirstOrThrow();
    return row.only_saved === 1n;
  }

  async setOnlySaved(db: Executor, userId: bigint, on: boolean, now: bigint): Promise<void> {
    await db
      .updateTable('withdraw_address_settings')
      .set({ only_saved: on ? 1n : 0n, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
  }
}
