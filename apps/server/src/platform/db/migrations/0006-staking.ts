import type { Kysely } from 'kysely';
import { withId } from '../columns';

// Staking (pledge), referral rewards, notices, order tips and the jobs' bookkeeping.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pledge_products'))
    .addColumn('name_json', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('term_days', 'bigint', (c) => c.notNull())
    .addColumn('daily_rate', 'bigint', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('total_quota', 'bigint', (c) => c.notNull())
    .addColumn('held_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('member_limit', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('sort_order', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pledge_holdings')
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('pledge_products.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pledge_holdings_pk', ['product_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('pledge_orders'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('pledge_products.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('daily_rate', 'bigint', (c) => c.notNull())
    .addColumn('term_days', 'bigint', (c) => c.notNull())
    .addColumn('subscribe_day', 'text', (c) => c.notNull())
    .addColumn('first_day', 'text', (c) => c.notNull())
    .addColumn('last_day', 'text')
    .addColumn('next_day', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('earned', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pledge_orders_user_idx').on('pledge_orders').columns(['user_id', 'id']).execute();
  // The jobs look for orders with a day due (next_day <= today; null once all is paid) and for maturities.
  await db.schema.createIndex('pledge_orders_next_day_idx').on('pledge_orders').columns(['next_day', 'id']).execute();
  await db.schema.createIndex('pledge_orders_due_idx').on('pledge_orders').columns(['status', 'last_day']).execute();

  await withId(db, db.schema.createTable('pledge_earnings'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('pledge_orders.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Exactly once per order and day, however many runs or processes try.
  await db.schema.createIndex('pledge_earnings_order_day_uq').on('pledge_earnings').columns(['order_id', 'day']).unique().execute();
  await db.schema.createIndex('pledge_earnings_user_idx').on('pledge_earnings').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('pledge_earnings_user_time_idx').on('pledge_earnings').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('referral_rewards'))
    .addColumn('earning_id', 'bigint', (c) => c.notNull().references('pledge_earnings.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('from_user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_rewards_earning_level_uq')
    .on('referral_rewards')
    .columns(['earning_id', 'level'])
    .unique()
    .execute();
  await db.schema.createIndex('referral_rewards_user_time_idx').on('referral_rewards').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('notices'))
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('pinned', 'bigint', (c) => c.notNull())
    .addColumn('publish_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_publish_idx').on('notices').columns(['publish_at', 'id']).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('notice_id', 'bigint', (c) => c.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['user_id', 'notice_id'])
    .execute();

  await withId(db, db.schema.createTable('order_tips'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_tips_event_uq').on('order_tips').columns(['user_id', 'kind', 'ref_type', 'ref_id']).unique().execute();
  await db.schema.createIndex('order_tips_user_idx').on('order_tips').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('job_runs'))
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('through_day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stats_json', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job_leases',
    'job_runs',
    'order_tips',
    'notice_reads',
    'notices',
    'referral_rewards',
    'pledge_earnings',
    'pledge_orders',
    'pledge_holdings',
    'pledge_products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
