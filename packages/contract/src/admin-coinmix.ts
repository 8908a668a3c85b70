import { z } from 'zod';
import { coinmixFeeRates, coinmixOrderKind, coinmixOrderPricing, coinmixOrderStatus, rateString, unitsString } from './coinmix';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { inLanguages, localizedAnswer } from './localized-text';
import { amountInput, moneyString } from './money';
import { keysetPaged, keysetParams, keysetQuery } from './records';
import { recordId, unixSeconds } from './scalars';

// The console's coin-mix calls: NAV postings, subscriptions and redemptions, fund totals and the
// reconciliation of units × NAV against custody.

const noteText = z.string().trim().min(1).max(2000);

/** A strategy note in the four languages; one text alone stands for all four. */
export const navNote = z.union([noteText, inLanguages(noteText)]);
export type NavNote = z.infer<typeof navNote>;

// POST /admin/api/coinmix/nav (fixed: nav (USDT per unit), note → id)
export const navBody = z.strictObject({
  /** USDT per unit, up to 8 decimals, above 0. */
  nav: amountInput,
  note: navNote,
});
export const navResult = z.object({
  id: recordId,
  nav: moneyString,
  /** Pending subscriptions and redemptions this posting settles (each in its own transaction, right after this answer). */
  pending: z.number().int(),
});

export const adminNav = z.object({
  id: recordId,
  nav: moneyString,
  note: localizedAnswer,
  /** Change from the previous posting, as a fraction; null for the first. */
  change: rateString.nullable(),
  admin_username: z.string(),
  settled_count: z.number().int(),
  created_at: unixSeconds,
});
export type AdminNav = z.infer<typeof adminNav>;

export const adminCoinmixOrder = z.object({
  id: recordId,
  uid: z.string(),
  kind: coinmixOrderKind,
  status: coinmixOrderStatus,
  ...coinmixOrderPricing,
  nav_id: recordId.nullable(),
  created_at: unixSeconds,
  settled_at: unixSeconds.nullable(),
});
export type AdminCoinmixOrder = z.infer<typeof adminCoinmixOrder>;

export const coinmixSummary = z.object({
  nav: moneyString.nullable(),
  nav_time: unixSeconds.nullable(),
  /** Units members hold, pending redemptions included (= units the journal shows issued). */
  units_outstanding: unitsString,
  pending_units: unitsString,
  /** units_outstanding × NAV, rounded down: what members' units are worth. */
  members_value: moneyString,
  /** USDT in the fund's custody account. */
  custody: moneyString,
  /** custody − members_value: positive = custody covers the units, negative = short by that much. */
  gap: moneyString,
  holders: z.number().int(),
  subscribed_total: moneyString,
  redeemed_total: moneyString,
  fees_total: moneyString,
  management_fees_total: moneyString,
  /** USDT sitting in members' coin-mix wallets (not in custody any more). */
  wallets_total: moneyString,
  ...coinmixFeeRates,
});
export type CoinmixSummary = z.infer<typeof coinmixSummary>;

// POST /admin/api/coinmix/custody: money between custody and the fund's trading venues (outside the books).
export const custodyBody = z.strictObject({
  direction: z.enum(['in', 'out']),
  amount: amountInput,
  reason: z.string().trim().min(1).max(500),
});

const operator = endpointGroup({ tag: 'coinmix-admin', caller: 'operator' });

export const adminCoinmixApi = {
  summary: operator.get({
    path: '/admin/api/coinmix/summary',
    summary: 'Fund totals and the reconciliation of units × NAV against custody',
    permission: 'ledger.read',
    query: noQuery,
    response: envelope(coinmixSummary),
  }),
  postNav: operator.post({
    path: '/admin/api/coinmix/nav',
    summary: 'Post the NAV per unit with a strategy note; settles every pending subscription and redemption at it',
    permission: 'finance.approve',
    body: navBody,
    response: envelope(navResult),
    money: true,
  }),
  navs: operator.get({
    path: '/admin/api/coinmix/navs',
    summary: 'NAV postings, newest first',
    permission: 'ledger.read',
    query: keysetQuery(),
    response: envelope(keysetPaged(adminNav)),
  }),
  orders: operator.get({
    path: '/admin/api/coinmix/orders',
    summary: 'Subscriptions and redemptions, newest first',
    permission: 'ledger.read',
    query: z.strictObject({
      ...keysetParams,
      kind: coinmixOrderKind.optional(),
      status: coinmixOrderStatus.optional(),
    }),
    response: envelope(keysetPaged(adminCoinmixOrder)),
  }),
  custody: operator.post({
    path: '/admin/api/coinmix/custody',
    summary: "Move USDT between the fund's custody and its trading venues",
    permission: 'finance.approve',
    body: custodyBody,
    response: envelope(z.object({ id: recordId, custody: moneyString })),
    money: true,
  }),
};
