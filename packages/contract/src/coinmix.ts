import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { fundDetailData, withdrawBody, withdrawInfo, withdrawResponse } from './fund';
import { amountInput, moneyString, payPassword } from './money';
import { keysetPaged, keysetQuery, pageQuery } from './records';
import { recordId, unixSeconds } from './scalars';

// The multi-coin AI quant fund (page id `coinMix`): forward pricing both ways: a subscription's USDT
// and a redemption's units wait, pending, for the first NAV posted after them and are priced at it
// (redemptions into the coin-mix wallet), which transfers out to the USDT
// wallet or withdraws. Units are decimal strings with 8 decimals; NAV is USDT per unit with 8
// decimals; USDT amounts as everywhere; rates are decimal-string fractions ("0.005" = 0.5%).

/** A signed decimal fraction ("-0.0125" = −1.25%). */
export const rateString = z.string().regex(/^-?\d{1,10}(\.\d{1,8})?$/, 'rate');
/** Units of the fund: a decimal string with up to 8 decimals. */
export const unitsString = z.string().regex(/^\d{1,18}(\.\d{1,8})?$/, 'units');

export const coinmixOrderKind = z.enum(['subscribe', 'redeem']);
export type CoinmixOrderKind = z.infer<typeof coinmixOrderKind>;
/**
 * Both kinds are `pending` until the first NAV posted after them (cancellable until then), then a
 * subscription is `done` (units bought) and a redemption `settled` (USDT paid); or `cancelled`.
 */
export const COINMIX_ORDER_STATUSES = ['done', 'pending', 'settled', 'cancelled'] as const;
export const coinmixOrderStatus = z.enum(COINMIX_ORDER_STATUSES);
export type CoinmixOrderStatus = z.infer<typeof coinmixOrderStatus>;

/** What an order was priced at and what it came to: the member's view and the console's share it. */
export const coinmixOrderPricing = {
  /** Units bought or sold (a pending subscription: 0, they are bought at the next NAV). */
  units: unitsString,
  /** The NAV it was priced at; null while it waits for the next NAV. */
  nav: moneyString.nullable(),
  /** Subscription: USDT paid, fee included (known from the start). Redemption: value of the units at the NAV; null while pending. */
  amount: moneyString.nullable(),
  fee: moneyString.nullable(),
  /** Subscription: USDT invested (amount − fee). Redemption: USDT into the coin-mix wallet. */
  net: moneyString.nullable(),
};

export const coinmixOrder = z.object({
  id: recordId,
  kind: coinmixOrderKind,
  status: coinmixOrderStatus,
  status_text: z.string(),
  ...coinmixOrderPricing,
  created_at: unixSeconds,
  settled_at: unixSeconds.nullable(),
});
export type CoinmixOrder = z.infer<typeof coinmixOrder>;

export const coinmixPerformance = z.object({
  /** Returns over the last 7, 30 and 90 days and since the first NAV; null when the fund is younger. */
  return_7d: rateString.nullable(),
  return_30d: rateString.nullable(),
  return_90d: rateString.nullable(),
  return_inception: rateString.nullable(),
  /** Largest fall from a peak NAV to a later one, as a fraction (0 when it never fell). */
  max_drawdown: rateString,
  inception_time: unixSeconds.nullable(),
});
export type CoinmixPerformance = z.infer<typeof coinmixPerformance>;

/** The fund's fee rates: on subscribing, on redeeming, and the yearly management fee. */
export const coinmixFeeRates = {
  subscribe_fee_rate: rateString,
  redeem_fee_rate: rateString,
  /** Yearly, accrued daily from custody. */
  management_fee_rate: rateString,
};
export const coinmixFees = z.object({
  ...coinmixFeeRates,
  min_subscribe: moneyString,
  min_redeem_units: unitsString,
});

// GET /api/coinmix/index (fixed: nav, nav_time, units, value, pending_redemptions)
export const coinmixIndex = z
  .object({
    /** Latest NAV per unit; null before the first posting (nothing can be bought then). */
    nav: moneyString.nullable(),
    nav_time: unixSeconds.nullable(),
    /** The latest posting's strategy note in the request's language. */
    note: z.string(),
    /** Units held, those waiting in redemptions included. */
    units: unitsString,
    /** Units that can be redeemed now. */
    available_units: unitsString,
    /** Value of all units at the latest NAV (rounded down). */
    value: moneyString,
    pending_redemptions: z.array(coinmixOrder),
    pending_units: unitsString,
    /** Subscriptions waiting for the next NAV (their USDT already left the wallet), newest first. */
    pending_subscriptions: z.array(coinmixOrder),
    /** USDT in pending subscriptions, fees included. */
    pending_amount: moneyString,
    /** When the operator posts the next NAV (the daily posting time); pending orders are priced at it. */
    next_nav_time: unixSeconds,
    /** The member's spendable USDT (for subscribing). */
    usdt_available: moneyString,
    /** The coin-mix wallet's available balance. */
    wallet_available: moneyString,
    performance: coinmixPerformance,
  })
  .extend(coinmixFees.shape);
export type CoinmixIndex = z.infer<typeof coinmixIndex>;

// GET /api/coinmix/history: every NAV posting since inception, oldest first (one a day at most).
export const coinmixHistory = z.object({
  points: z.array(z.object({ time: unixSeconds, nav: moneyString })),
});

// GET /api/coinmix/quote?side&amount: what a subscription or redemption would give, before confirming.
export const coinmixQuoteQuery = z.strictObject({
  side: coinmixOrderKind,
  /** USDT to subscribe, or units to redeem. */
  amount: amountInput,
});
export const coinmixQuote = z.object({
  side: coinmixOrderKind,
  nav: moneyString,
  fee_rate: rateString,
  /** Subscription: USDT paid. Redemption: value of the units at the latest NAV (an estimate: the next NAV decides). */
  amount: moneyString,
  fee: moneyString,
  /** Subscription: USDT invested. Redemption: USDT into the coin-mix wallet at the latest NAV. */
  net: moneyString,
  units: unitsString,
});
export type CoinmixQuote = z.infer<typeof coinmixQuote>;

/** An amount of the member's USDT to move, with the pay password. */
const usdtAmountBody = z.strictObject({ amount: amountInput, paypwd: payPassword });

// POST /api/coinmix/subscribe (fixed: amount, paypwd → id, status "pending"): the USDT leaves the
// wallet at once; the units are bought at the first NAV posted after it.
export const subscribeBody = usdtAmountBody;
export const subscribeResult = z.object({ id: recordId, status: coinmixOrderStatus, amount: moneyString, fee_rate: rateString });
// POST /api/coinmix/redeem (fixed: units, paypwd → id, status "pending")
export const redeemBody = z.strictObject({ units: amountInput, paypwd: payPassword });
export const redeemResult = z.object({ id: recordId, status: coinmixOrderStatus, units: unitsString });
export const cancelBody = z.strictObject({ id: recordId });

// GET /api/coinmix/wallet (fixed: available, locked)
export const coinmixWallet = z.object({
  available: moneyString,
  /** Withdrawals of the coin-mix wallet under review or on their way. */
  locked: moneyString,
  total: moneyString,
  transfer_fee: moneyString,
  transfer_min: moneyString,
  /** Withdraw rules (the USDT wallet's), null when USDT cannot be withdrawn. */
  withdraw_fee: moneyString.nullable(),
  withdraw_min: moneyString.nullable(),
});
export type CoinmixWallet = z.infer<typeof coinmixWallet>;
// POST /api/coinmix/transfer (fixed: amount, paypwd → id)
export const coinmixTransferBody = usdtAmountBody;
export const coinmixTransferResult = z.object({ id: recordId, amount: moneyString, fee: moneyString });
// POST /api/coinmix/withdraw: the USDT wallet's withdraw body without the asset.
export const coinmixWithdrawBody = withdrawBody.omit({ asset: true });

const member = endpointGroup({ tag: 'coinmix', caller: 'member' });

/** The members' coin-mix calls. */
export const coinmixApi = {
  index: member.get({
    path: '/api/coinmix/index',
    summary: 'NAV, my units and their value, pending redemptions, fees and performance',
    query: noQuery,
    response: envelope(coinmixIndex),
  }),
  history: member.get({
    path: '/api/coinmix/history',
    summary: 'Every NAV posting since inception, oldest first',
    query: noQuery,
    response: envelope(coinmixHistory),
  }),
  quote: member.get({
    path: '/api/coinmix/quote',
    summary: 'Fee, units or value of a subscription or redemption at the latest NAV',
    query: coinmixQuoteQuery,
    response: envelope(coinmixQuote),
  }),
  subscribe: member.post({
    path: '/api/coinmix/subscribe',
    summary: 'Buy units with USDT at the next NAV (pending until then; units rounded down)',
    body: subscribeBody,
    response: envelope(subscribeResult),
    money: true,
    payPassword: true,
  }),
  redeem: member.post({
    path: '/api/coinmix/redeem',
    summary: 'Sell units at the next NAV into the coin-mix wallet (pending until then)',
    body: redeemBody,
    response: envelope(redeemResult),
    money: true,
    payPassword: true,
  }),
  cancel: member.post({
    path: '/api/coinmix/cancel',
    summary: 'Cancel my pending subscription or redemption before the next NAV (the USDT or units come back)',
    body: cancelBody,
    response: envelope(redeemResult),
    money: true,
  }),
  orders: member.get({
    path: '/api/coinmix/orders',
    summary: 'My subscriptions and redemptions, newest first',
    query: keysetQuery({ kind: coinmixOrderKind.optional() }),
    response: envelope(keysetPaged(coinmixOrder)),
  }),
  wallet: member.get({
    path: '/api/coinmix/wallet',
    summary: 'The coin-mix wallet: available and locked (withdrawals under way)',
    query: noQuery,
    response: envelope(coinmixWallet),
  }),
  detail: member.get({
    path: '/api/coinmix/detail',
    summary: "The coin-mix wallet's details, newest first",
    query: pageQuery,
    response: envelope(fundDetailData),
  }),
  transfer: member.post({
    path: '/api/coinmix/transfer',
    summary: 'Move USDT from the coin-mix wallet to the USDT wallet (instant)',
    body: coinmixTransferBody,
    response: envelope(coinmixTransferResult),
    money: true,
    payPassword: true,
  }),
  withdrawInfo: member.get({
    path: '/api/coinmix/withdrawInfo',
    summary: 'Fee, minimum, daily limit left and most I can withdraw from the coin-mix wallet',
    query: noQuery,
    response: envelope(withdrawInfo),
  }),
  withdraw: member.post({
    path: '/api/coinmix/withdraw',
    summary: 'Withdraw USDT from the coin-mix wallet to an address, under the same review as USDT withdrawals',
    body: coinmixWithdrawBody,
    response: withdrawResponse,
    money: true,
    payPassword: true,
    secondFactor: true,
  }),
};
