import type { Kysely } from 'kysely';
import { withId } from '../columns';

// Web Push: the server's VAPID key pair (made on first use unless the environment gives one), each
// member's push subscriptions (one per browser), and one delivery row per (order tip, subscription):
// its unique key is what makes a tip reach a subscription once however many processes send.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('after_tip_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('push_deliveries'))
    .addColumn('subscription_id', 'bigint', (c) => c.notNull())
    .addColumn('tip_id', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addUniqueConstraint('push_deliveries_subscription_tip', ['subscription_id', 'tip_id'])
    .execute();
  await db.schema.createIndex('push_deliveries_created_idx').on('push_deliveries').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_keys').execute();
}
