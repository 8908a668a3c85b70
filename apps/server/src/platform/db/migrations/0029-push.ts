import type { Kysely } from 'kysely';
import { dropTables, indexes, table, tableWithId } from '../columns';

// Web Push: the server's VAPID key pair (made on first use unless the environment gives one), each
// member's push subscriptions (one per browser), and one delivery row per (order tip, subscription):
// its unique key is what makes a tip reach a subscription once however many processes send.
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'push_keys', {
    name: 'text primary key',
    public_key: 'text not null',
    private_key: 'text not null',
    created_at: 'bigint not null',
  }).execute();

  await tableWithId(db, 'push_subscriptions', {
    user_id: 'bigint not null references users',
    endpoint: 'text not null unique',
    p256dh: 'text not null',
    auth: 'text not null',
    topics: 'text not null',
    language: 'text not null',
    after_tip_id: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();
  await indexes(db, 'push_subscriptions', { push_subscriptions_user_idx: ['user_id', 'id'] });

  await tableWithId(db, 'push_deliveries', {
    subscription_id: 'bigint not null',
    tip_id: 'bigint not null',
    state: 'text not null',
    status: 'bigint',
    created_at: 'bigint not null',
    finished_at: 'bigint',
  })
    .addUniqueConstraint('push_deliveries_subscription_tip', ['subscription_id', 'tip_id'])
    .execute();
  await indexes(db, 'push_deliveries', { push_deliveries_created_idx: ['created_at'] });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['push_deliveries', 'push_subscriptions', 'push_keys']);
}
