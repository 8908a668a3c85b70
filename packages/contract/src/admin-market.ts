import { z } from 'zod';
import { actionReason, inTimeOrder, memberUidExact, timeSpanFilters } from './admin';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { fractionString, marketSide } from './market';
import { amountInput, moneyString } from './money';
import { beforeQuery, keysetPaged, keysetQuery, pageParam } from './records';
import { recordId, unixSeconds } from './scalars';

// The console's market calls: the pool (reserves, price, k, fee, paused), liquidity in and out, the
// fee, pause and resume, the trades and the liquidity history. Reads need `ledger.read`, changes
// `market.manage`; every change is audit-logged, and liquidity (money) needs an Idempotency-Key.

export const adminPool = z.object({
  mcc_reserve: moneyString,
  usdt_reserve: moneyString,
  /** USDT per MCC. */
  price: moneyString,
  /** mcc_reserve × usdt_reserve, in whole units. */
  k: z.string(),
  fee_rate: fractionString,
  paused: z.boolean(),
  /** Both reserves hold something. */
  open: z.boolean(),
  trades_24h: z.number().int(),
  volume_24h: moneyString,
  /** What the fee account earned from trades, per asset. */
  fees_earned: z.object({ MCC: moneyString, USDT: moneyString }),
  /** What the system accounts liquidity can come from hold now (external deposits may be negative: a mirror). */
  sources: z.object({ fees: z.object({ MCC: moneyString, USDT: moneyString }) }),
});
export type AdminPool = z.infer<typeof adminPool>;

/** Where liquidity comes from or goes to: outside the books (external deposits / withdrawals) or the fee account. */
export const liquidityAccount = z.enum(['external', 'fees']);
export type LiquidityAccount = z.infer<typeof liquidityAccount>;
export const liquidityBody = z.strictObject({
  /** MCC to move (every decimal of the asset); "0" for none. */
  mcc: amountInput,
  usdt: amountInput,
  account: liquidityAccount.default('external'),
  reason: actionReason,
});
export const liquidityResult = z.object({
  id: recordId,
  entry_id: recordId,
  mcc_reserve: moneyString,
  usdt_reserve: moneyString,
  price: moneyString,
});

export const feeBody = z.strictObject({
  /** A fraction from 0 to 0.1 ("0.003" = 0.3%), at most 6 decimals. */
  fee_rate: z.string().trim().min(1).max(12),
  reason: actionReason,
});
export const pauseBody = z.strictObject({ paused: z.boolean(), reason: actionReason });
export const poolStateResult = z.object({ fee_rate: fractionString, paused: z.boolean() });

/** GET /admin/api/market/trades?page&side&uid&from&to&before — newest first; `before` reads those older than that trade id. */
export const adminTradesQuery = inTimeOrder(
  z.strictObject({
    page: pageParam,
    side: marketSide.optional(),
    uid: memberUidExact,
    ...timeSpanFilters,
    before: beforeQuery,
  }),
);
export const adminTrade = z.object({
  id: recordId,
  user_id: recordId,
  uid: z.string(),
  nickname: z.string(),
  side: marketSide,
  amount_in: moneyString,
  fee: moneyString,
  amount_out: moneyString,
  price: moneyString,
  price_after: moneyString,
  entry_id: recordId,
  created_at: unixSeconds,
});
export type AdminTrade = z.infer<typeof adminTrade>;

export const adminLiquidityItem = z.object({
  id: recordId,
  action: z.enum(['add', 'remove']),
  account: liquidityAccount,
  mcc: moneyString,
  usdt: moneyString,
  price_after: moneyString,
  reason: z.string(),
  admin: z.string(),
  entry_id: recordId,
  created_at: unixSeconds,
});
export type AdminLiquidityItem = z.infer<typeof adminLiquidityItem>;
/** GET /admin/api/market/liquidity?page&before — newest first; `before` reads those older than that id. */
export const adminLiquidityQuery = keysetQuery();

const operator = endpointGroup({ tag: 'admin-market', caller: 'operator' });

/** Liquidity put into or taken out of the pool: it moves money and needs `market.manage`. */
const liquidityMove = <P extends string>(path: P, summary: string) =>
  operator.post({ path, summary, permission: 'market.manage', body: liquidityBody, response: envelope(liquidityResult), money: true });

export const adminMarketApi = {
  pool: operator.get({
    path: '/admin/api/market/pool',
    summary: 'The pool: reserves, price, k, fee, paused, 24 h trades and volume, fees earned',
    permission: 'ledger.read',
    query: noQuery,
    response: envelope(adminPool),
  }),
  addLiquidity: liquidityMove(
    '/admin/api/market/liquidity/add',
    'Put MCC and/or USDT into the pool from outside the books or from the fee account',
  ),
  removeLiquidity: liquidityMove(
    '/admin/api/market/liquidity/remove',
    'Take MCC and/or USDT out of the pool (never all of a reserve) to outside the books or to the fee account',
  ),
  setFee: operator.post({
    path: '/admin/api/market/fee',
    summary: 'Set the trading fee (a fraction of what goes in, at most 0.1)',
    permission: 'market.manage',
    body: feeBody,
    response: envelope(poolStateResult),
  }),
  setPaused: operator.post({
    path: '/admin/api/market/pause',
    summary: 'Pause or resume trading',
    permission: 'market.manage',
    body: pauseBody,
    response: envelope(poolStateResult),
  }),
  trades: operator.get({
    path: '/admin/api/market/trades',
    summary: 'Trades, newest first, by side, member UID and time',
    permission: 'ledger.read',
    query: adminTradesQuery,
    response: envelope(keysetPaged(adminTrade)),
  }),
  liquidity: operator.get({
    path: '/admin/api/market/liquidity',
    summary: 'Liquidity added and removed, newest first',
    permission: 'ledger.read',
    query: adminLiquidityQuery,
    response: envelope(keysetPaged(adminLiquidityItem)),
  }),
};
