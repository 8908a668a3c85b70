import { z } from 'zod';
import { userIndexData } from './account';
import { actionReason, memberUidFilter, sortOrder } from './admin';
import { consoleEndpoint, endpointGroup, noQuery } from './endpoint';
import { envelope, listOf } from './envelope';
import { localizedText } from './localized-text';
import { amountInput, moneyString, payPassword } from './money';
import { keysetPaged, keysetQuery } from './records';
import { assetCode, recordId, recordIdQuery, unixSeconds } from './scalars';

// AI quant staking ("pledge"): the members' calls (`/api/pledge/*`) and the console's
// (`/admin/api/pledge/*`, `/admin/api/jobs/*`). Amounts are decimal strings in the asset's units;
// rates and shares are decimal-string fractions ("0.005" = 0.5% a day). Days are `YYYY-MM-DD` in
// the server's time zone; times are Unix seconds.

/** A record id on the wire (ids stay far below 2^53). */
export const pledgeId = recordId;
export const pledgeIdQuery = recordIdQuery;
/** A fraction such as a daily rate: "0.005". */
export const rateString = z.string().regex(/^\d{1,10}(\.\d{1,8})?$/, 'rate');
export const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day');
export const PLEDGE_STATUSES = ['running', 'matured', 'redeemed'] as const;
export const pledgeStatus = z.enum(PLEDGE_STATUSES);
export type PledgeStatus = z.infer<typeof pledgeStatus>;

/** A product's daily rate and the amounts it takes: the members' view and the console's share them. */
const productTerms = {
  daily_rate: rateString,
  min_amount: moneyString,
  max_amount: moneyString,
  /** "0" = no quota. */
  total_quota: moneyString,
};

// GET /api/pledge/index
export const pledgeProduct = z.object({
  id: pledgeId,
  /** In the request's language. */
  name: z.string(),
  asset: z.string(),
  /** 0 = flexible: no maturity, redeem any day. */
  term_days: z.number().int(),
  flexible: z.boolean(),
  ...productTerms,
  /** What can still be subscribed; null when there is no quota. */
  remaining_quota: moneyString.nullable(),
  /** "0" = no per-member limit. */
  member_limit: moneyString,
  /** The member's running principal in this product. */
  my_amount: moneyString,
  /** The most this member can subscribe now (quota, limit and maximum per order together). */
  can_subscribe: moneyString,
  /** Decimals the amount field accepts. */
  input_decimals: z.number().int(),
});
export type PledgeProduct = z.infer<typeof pledgeProduct>;

/** What a member has staked in one asset and what it has earned. */
const stakedFigures = {
  principal: moneyString,
  /** Earnings credited today (server time zone). */
  today_earnings: moneyString,
  total_earnings: moneyString,
};
/** The member's staking figures in the main asset (USDT). */
export const pledgeTotals = z.object({
  asset: z.string(),
  ...stakedFigures,
  running_orders: z.number().int(),
});
export type PledgeTotals = z.infer<typeof pledgeTotals>;

export const pledgeIndexData = z.object({
  products: z.array(pledgeProduct),
  summary: pledgeTotals,
  /** The member's available balance per product asset, for the subscribe sheet. */
  available: z.record(z.string(), moneyString),
});
export type PledgeIndexData = z.infer<typeof pledgeIndexData>;
export const pledgeIndexResponse = envelope(pledgeIndexData);

// POST /api/pledge/add (fixed in docs/api.md; takes an Idempotency-Key header)
export const pledgeAddBody = z.strictObject({
  product_id: pledgeId,
  amount: amountInput,
  paypwd: payPassword,
});
export const pledgeAddData = z.object({
  id: pledgeId,
  principal: moneyString,
  first_day: dayString,
  maturity_day: dayString.nullable(),
});
export type PledgeAddData = z.infer<typeof pledgeAddData>;
export const pledgeAddResponse = envelope(pledgeAddData);

// GET /api/pledge/order?page&status&before
export const pledgeOrderQuery = keysetQuery({ status: pledgeStatus.optional() });
export const pledgeOrderItem = z.object({
  id: pledgeId,
  product_id: pledgeId,
  product_name: z.string(),
  asset: z.string(),
  principal: moneyString,
  daily_rate: rateString,
  /** One day's earning of this order. */
  daily_earning: moneyString,
  term_days: z.number().int(),
  flexible: z.boolean(),
  status: pledgeStatus,
  status_text: z.string(),
  subscribed_at: unixSeconds,
  /** The first day an earning is paid for (the day after subscribing). */
  start_day: dayString,
  /** Fixed term: the day the principal comes back. Flexible: the day it was redeemed, else null. */
  maturity_day: dayString.nullable(),
  earned: moneyString,
  /** Fixed term, still running: days until maturity. */
  days_left: z.number().int().nullable(),
  /** Days due but not yet paid (the reward pool is short). */
  pending_days: z.number().int(),
  redeemable: z.boolean(),
  settled_at: unixSeconds.nullable(),
});
export type PledgeOrderItem = z.infer<typeof pledgeOrderItem>;
export const pledgeOrderResponse = envelope(keysetPaged(pledgeOrderItem));

// GET /api/pledge/total (fixed in docs/api.md: principal, today_earnings, total_earnings)
export const pledgeTotalData = pledgeTotals.extend({
  /** The same figures for every asset the member stakes. */
  by_asset: z.record(z.string(), z.object(stakedFigures)),
});
export type PledgeTotalData = z.infer<typeof pledgeTotalData>;
export const pledgeTotalResponse = envelope(pledgeTotalData);

// GET /api/pledge/earnings?page&order_id&before
export const pledgeEarningsQuery = keysetQuery({ order_id: pledgeIdQuery.optional() });
export const pledgeEarningItem = z.object({
  id: pledgeId,
  order_id: pledgeId,
  product_name: z.string(),
  day: dayString,
  asset: z.string(),
  amount: moneyString,
  created_at: unixSeconds,
});
export type PledgeEarningItem = z.infer<typeof pledgeEarningItem>;
export const pledgeEarningsResponse = envelope(keysetPaged(pledgeEarningItem));

// POST /api/pledge/redeem (flexible orders; that day's earning is forfeited; takes an Idempotency-Key header)
export const pledgeRedeemBody = z.strictObject({ id: pledgeId });
export const pledgeRedeemData = z.object({ id: pledgeId, principal: moneyString, status: pledgeStatus });
export type PledgeRedeemData = z.infer<typeof pledgeRedeemData>;
export const pledgeRedeemResponse = envelope(pledgeRedeemData);

// ---- Console ----

/** A product's name in every language the app speaks. */
const productName = localizedText(2000);

export const adminPledgeProduct = z.object({
  id: pledgeId,
  name: productName,
  asset: z.string(),
  term_days: z.number().int(),
  ...productTerms,
  /** Principal of the running orders (what the quota counts). */
  held_amount: moneyString,
  member_limit: moneyString,
  enabled: z.boolean(),
  sort_order: z.number().int(),
  running_orders: z.number().int(),
  created_at: unixSeconds,
  updated_at: unixSeconds,
});
export type AdminPledgeProduct = z.infer<typeof adminPledgeProduct>;
export const adminPledgeProductListResponse = envelope(listOf(adminPledgeProduct));

export const adminPledgeProductBody = z.strictObject({
  /** Absent: a new product. */
  id: pledgeId.optional(),
  name: productName,
  asset: assetCode,
  term_days: z.number().int().min(0).max(3650),
  daily_rate: z.string().trim().max(20),
  min_amount: amountInput,
  max_amount: amountInput,
  total_quota: amountInput,
  member_limit: amountInput,
  enabled: z.boolean(),
  sort_order: sortOrder,
});
export type AdminPledgeProductBody = z.infer<typeof adminPledgeProductBody>;
export const adminPledgeProductResponse = envelope(adminPledgeProduct);

/** GET /admin/api/pledge/orders?page&status&product_id&uid&before — newest first; `before` reads those older than that order id. */
export const adminPledgeOrderQuery = keysetQuery({
  status: pledgeStatus.optional(),
  product_id: pledgeIdQuery.optional(),
  uid: memberUidFilter,
});
export const adminPledgeOrderItem = pledgeOrderItem.extend({ user_id: pledgeId, uid: z.string() });
export type AdminPledgeOrderItem = z.infer<typeof adminPledgeOrderItem>;
export const adminPledgeOrderListResponse = envelope(keysetPaged(adminPledgeOrderItem));

/** What the reward pool of one asset holds and owes. */
export const rewardPoolItem = z.object({
  asset: z.string(),
  balance: moneyString,
  /** One day of every running order's earning plus its uplines' rewards. */
  daily_outflow: moneyString,
  /** Whole days the balance pays `daily_outflow`; null when nothing flows out. */
  coverage_days: z.number().int().nullable(),
  /** Earnings due but waiting for the pool (and their uplines' rewards). */
  pending_count: z.number().int(),
  pending_amount: moneyString,
  /** Below the warning threshold (setting `reward_pool_warn_days`) or with payouts waiting. */
  warning: z.boolean(),
  /** What may be taken out: the balance above the payouts waiting and `warn_days` of `daily_outflow`. */
  free: moneyString,
});
export type RewardPoolItem = z.infer<typeof rewardPoolItem>;
export const rewardPoolData = z.object({ list: z.array(rewardPoolItem), warn_days: z.number().int() });
export const rewardPoolResponse = envelope(rewardPoolData);

/**
 * POST /admin/api/pledge/pool/fund and /pool/withdraw: money the operator puts into the reward pool or
 * takes out of it (takes an Idempotency-Key header), with the reason kept in the journal.
 */
export const rewardPoolFundBody = z.strictObject({
  asset: assetCode,
  amount: amountInput,
  reason: actionReason,
});
export const rewardPoolFundResponse = envelope(z.object({ entry_id: pledgeId, asset: z.string(), balance: moneyString }));

/** A console call that moves the operator's money into or out of a reward pool (finance only). */
const poolMoneyEndpoint = <P extends string>(path: P, summary: string) =>
  consoleEndpoint.post({
    path,
    summary,
    permission: 'finance.approve',
    body: rewardPoolFundBody,
    response: rewardPoolFundResponse,
    money: true,
  });

// Jobs view.
export const jobRunItem = z.object({
  id: pledgeId,
  trigger: z.string(),
  through_day: dayString,
  status: z.string(),
  stats: z.object({
    days: z.number().int(),
    earnings: z.number().int(),
    rewards: z.number().int(),
    matured: z.number().int(),
    deferred: z.number().int(),
    /** Milliseconds each job took in the run, by its name. */
    phases: z.record(z.string(), z.number().int()),
  }),
  error: z.string().nullable(),
  started_at: unixSeconds,
  finished_at: unixSeconds.nullable(),
});
export type JobRunItem = z.infer<typeof jobRunItem>;
export const pendingPayoutItem = z.object({
  order_id: pledgeId,
  uid: z.string(),
  asset: z.string(),
  /** The first day waiting. */
  from_day: dayString,
  days: z.number().int(),
  /** The earnings waiting plus their uplines' rewards. */
  amount: moneyString,
});
export type PendingPayoutItem = z.infer<typeof pendingPayoutItem>;
export const jobsStatusData = z.object({
  time_zone: z.string(),
  today: dayString,
  /** Whether a day after today may be run (demo mode only). */
  future_allowed: z.boolean(),
  /** The last day a run may go through: today, or a few days ahead in demo mode. */
  latest_day: dayString,
  runs: z.array(jobRunItem),
  pending: z.array(pendingPayoutItem),
  pending_total: z.number().int(),
});
export type JobsStatusData = z.infer<typeof jobsStatusData>;
export const jobsStatusResponse = envelope(jobsStatusData);
export const jobsRunBody = z.strictObject({ date: dayString });
export const jobsRunResponse = envelope(jobRunItem);

/** The console's jobs view: last runs and payouts waiting, and running the daily jobs (`jobs.run` for both). */
export const jobsApi = {
  status: consoleEndpoint.get({
    path: '/admin/api/jobs/index',
    summary: 'Daily jobs: time zone, today, last runs, payouts waiting',
    permission: 'jobs.run',
    query: noQuery,
    response: jobsStatusResponse,
  }),
  run: consoleEndpoint.post({
    path: '/admin/api/jobs/run',
    summary: 'Runs every daily job for each day up to `date`',
    permission: 'jobs.run',
    body: jobsRunBody,
    response: jobsRunResponse,
  }),
};

// ---- GET /api/user/index: what staking, team, tips and notices add to the user centre ----

export const memberFigures = z.object({
  /** My staking in the main asset (as `GET /api/pledge/total`). */
  pledge: pledgeTotals,
  /** My team (levels 1..3) and its referral rewards, in the main asset. */
  team: z.object({ asset: z.string(), members: z.number().int(), today_rewards: moneyString, total_rewards: moneyString }),
  unread_tips: z.number().int(),
  unread_notices: z.number().int(),
});
export type MemberFigures = z.infer<typeof memberFigures>;
export const userIndexWithFiguresResponse = envelope(userIndexData.extend(memberFigures.shape));

// ---- The calls ----

const member = endpointGroup({ tag: 'pledge', caller: 'member' });

/** The members' staking calls. */
export const pledgeApi = {
  index: member.get({
    path: '/api/pledge/index',
    summary: 'Products on offer with remaining quota and what I may still subscribe, my totals and available balances',
    query: noQuery,
    response: pledgeIndexResponse,
  }),
  add: member.post({
    path: '/api/pledge/add',
    summary: 'Subscribes: the principal moves from available to pledged (pay password; Idempotency-Key)',
    body: pledgeAddBody,
    response: pledgeAddResponse,
    money: true,
    payPassword: true,
  }),
  orders: member.get({
    path: '/api/pledge/order',
    summary: 'My orders, newest first',
    query: pledgeOrderQuery,
    response: pledgeOrderResponse,
  }),
  total: member.get({
    path: '/api/pledge/total',
    summary: 'My running principal, earnings credited today and in all (USDT; by_asset for every asset)',
    query: noQuery,
    response: pledgeTotalResponse,
  }),
  earnings: member.get({
    path: '/api/pledge/earnings',
    summary: 'My earnings by day, newest first',
    query: pledgeEarningsQuery,
    response: pledgeEarningsResponse,
  }),
  redeem: member.post({
    path: '/api/pledge/redeem',
    summary: "Redeems a running flexible order: the principal returns now, today's earning is forfeited (Idempotency-Key)",
    body: pledgeRedeemBody,
    response: pledgeRedeemResponse,
    money: true,
  }),
};

/** The console's staking calls: products (`products.write`), orders and the reward pool (`dashboard.read`, funding `finance.approve`). */
export const adminPledgeApi = {
  products: consoleEndpoint.get({
    path: '/admin/api/pledge/products',
    summary: 'Staking products',
    permission: 'products.write',
    query: noQuery,
    response: adminPledgeProductListResponse,
  }),
  saveProduct: consoleEndpoint.post({
    path: '/admin/api/pledge/product/save',
    summary: 'Creates (no id) or updates a staking product',
    permission: 'products.write',
    body: adminPledgeProductBody,
    response: adminPledgeProductResponse,
  }),
  orders: consoleEndpoint.get({
    path: '/admin/api/pledge/orders',
    summary: 'Staking orders, newest first',
    permission: 'dashboard.read',
    query: adminPledgeOrderQuery,
    response: adminPledgeOrderListResponse,
  }),
  pool: consoleEndpoint.get({
    path: '/admin/api/pledge/pool',
    summary: 'Reward pool per asset: balance, daily outflow, coverage in days, payouts waiting',
    permission: 'dashboard.read',
    query: noQuery,
    response: rewardPoolResponse,
  }),
  fundPool: poolMoneyEndpoint('/admin/api/pledge/pool/fund', 'Puts money into the reward pool (Idempotency-Key)'),
  withdrawPool: poolMoneyEndpoint(
    '/admin/api/pledge/pool/withdraw',
    'Takes money out of the reward pool, never what the payouts waiting and the warning days need (Idempotency-Key)',
  ),
};
