import type { Kysely } from 'kysely';
import { dropTables, index, indexes, table, tableWithId } from '../columns';

// Staking (pledge), referral rewards, notices, order tips and the jobs' bookkeeping.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'pledge_products', {
    name_json: 'text not null',
    asset: 'text not null',
    term_days: 'bigint not null',
    daily_rate: 'bigint not null',
    min_amount: 'bigint not null',
    max_amount: 'bigint not null',
    total_quota: 'bigint not null',
    held_amount: 'bigint not null default 0',
    member_limit: 'bigint not null',
    enabled: 'bigint not null',
    sort_order: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();

  await table(
    db,
    'pledge_holdings',
    {
      product_id: 'bigint not null references pledge_products',
      user_id: 'bigint not null references users',
      principal: 'bigint not null',
    },
    ['product_id', 'user_id'],
  ).execute();

  await tableWithId(db, 'pledge_orders', {
    user_id: 'bigint not null references users',
    product_id: 'bigint not null references pledge_products',
    asset: 'text not null',
    principal: 'bigint not null',
    daily_rate: 'bigint not null',
    term_days: 'bigint not null',
    subscribe_day: 'text not null',
    first_day: 'text not null',
    last_day: 'text',
    next_day: 'text',
    status: 'text not null',
    earned: 'bigint not null default 0',
    settled_at: 'bigint',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await indexes(db, 'pledge_orders', {
    pledge_orders_user_idx: ['user_id', 'id'],
    // The jobs look for orders with a day due (next_day <= today; null once all is paid) and for maturities.
    pledge_orders_next_day_idx: ['next_day', 'id'],
    pledge_orders_due_idx: ['status', 'last_day'],
  });

  await tableWithId(db, 'pledge_earnings', {
    order_id: 'bigint not null references pledge_orders',
    user_id: 'bigint not null references users',
    day: 'text not null',
    asset: 'text not null',
    amount: 'bigint not null',
    entry_id: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  // Exactly once per order and day, however many runs or processes try.
  await index(db, 'pledge_earnings', 'pledge_earnings_order_day_uq', ['order_id', 'day']).unique().execute();
  await indexes(db, 'pledge_earnings', {
    pledge_earnings_user_idx: ['user_id', 'id'],
    pledge_earnings_user_time_idx: ['user_id', 'created_at'],
  });

  await tableWithId(db, 'referral_rewards', {
    earning_id: 'bigint not null references pledge_earnings',
    order_id: 'bigint not null',
    user_id: 'bigint not null references users',
    from_user_id: 'bigint not null references users',
    level: 'bigint not null',
    day: 'text not null',
    asset: 'text not null',
    amount: 'bigint not null',
    created_at: 'bigint not null',
  }).execute();
  await index(db, 'referral_rewards', 'referral_rewards_earning_level_uq', ['earning_id', 'level']).unique().execute();
  await indexes(db, 'referral_rewards', { referral_rewards_user_time_idx: ['user_id', 'created_at'] });

  await tableWithId(db, 'notices', {
    title_json: 'text not null',
    content_json: 'text not null',
    pinned: 'bigint not null',
    publish_at: 'bigint not null',
    created_at: 'bigint not null',
    updated_at: 'bigint not null',
  }).execute();
  await indexes(db, 'notices', { notices_publish_idx: ['publish_at', 'id'] });

  await table(
    db,
    'notice_reads',
    {
      user_id: 'bigint not null references users',
      notice_id: 'bigint not null references notices on delete cascade',
      read_at: 'bigint not null',
    },
    ['user_id', 'notice_id'],
  ).execute();

  await tableWithId(db, 'order_tips', {
    user_id: 'bigint not null references users',
    kind: 'text not null',
    params_json: 'text not null',
    ref_type: 'text not null',
    ref_id: 'text not null',
    read_at: 'bigint',
    created_at: 'bigint not null',
  }).execute();
  await index(db, 'order_tips', 'order_tips_event_uq', ['user_id', 'kind', 'ref_type', 'ref_id']).unique().execute();
  await indexes(db, 'order_tips', { order_tips_user_idx: ['user_id', 'id'] });

  await tableWithId(db, 'job_runs', {
    trigger: 'text not null',
    through_day: 'text not null',
    status: 'text not null',
    stats_json: 'text not null',
    error: 'text',
    started_at: 'bigint not null',
    finished_at: 'bigint',
  }).execute();

  await table(db, 'job_leases', {
    name: 'text primary key',
    holder: 'text not null',
    expires_at: 'bigint not null',
  }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
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
  ]);
}
