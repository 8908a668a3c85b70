import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, UserTable } from '../../platform/db/schema';
import type { AccountKey } from './identifiers';

export type UserRow = Selectable<UserTable>;
type Executor = Kysely<DB> | Transaction<DB>;

/** The members' table as the accounts module sees it. Every method takes an optional transaction. */
export class UserRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async byId(id: bigint, trx: Executor = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byAccount(key: AccountKey, trx: Executor = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where(key.kind, '=', key.value).executeTakeFirst();
  }

  async byInviteCode(code: string, trx: Executor = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('invite_code', '=', code).executeTakeFirst();
  }

  async byWallet(address: string, trx: Executor = this.db): Promise<UserRow | undefined> {
    return trx.selectFrom('users').selectAll().where('wallet_address', '=', address).executeTakeFirst();
  }

  async insert(values: Insertable<UserTable>, trx: Executor = this.db): Promise<UserRow> {
    return trx.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async setPassword(id: bigint, passwordHash: string, now: bigint, trx: Executor = this.db): Promise<void> {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
  }

  /** A new mobile or email, and with it a new nickname when one is given. */
  async setContact(id: bigint, kind: 'mobile' | 'email', value: string, now: bigint, trx: Executor, nickname?: string): Promise<void> {
    await trx
      .updateTable('users')
      .set({ [kind]: value, updated_at: now, ...(nickname === undefined ? {} : { nickname }) })
      .where('id', '=', id)
      .execute();
  }

  async setProfile(id: bigint, values: { nickname?: string; avatar?: string; bio?: string }, now: bigint): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
