import type { Kysely } from 'kysely';
import { withId } from '../columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pay_password_hash', 'text')
    .addColumn('pay_password_failures', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_password_locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('wallet_address', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_inviter_idx').on('users').column('inviter_id').execute();

  await withId(db, db.schema.createTable('member_tokens'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_tokens_user_idx').on('member_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('admins'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('admin_tokens'))
    .addColumn('admin_id', 'bigint', (c) => c.notNull().references('admins.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_tokens', 'admins', 'member_tokens', 'users', 'settings']) {
    await db.schema.dropTable(table).execute();
  }
}
