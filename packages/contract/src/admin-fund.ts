import { z } from 'zod';
import { actionReason, consoleMember, inTimeOrder, memberUidExact, oneMemberQuery, searchKeyword, timeSpanFilters } from './admin';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { assetBalance, detailTypeFilter, fundDetailItem, rechargeClaim, txHashInput, withdrawRequest, withdrawStatus } from './fund';
import { amountInput, moneyString } from './money';
import type { Permission } from './permissions';
import { queryInt } from './query-int';
import { keysetPaged, keysetQuery, memberRecordsQuery, paged, pageParam } from './records';
import { assetCode, recordId, recordIdQuery, unixSeconds } from './scalars';

// The console's money calls (`/admin/api/*`): recharge review, withdraw review (two approvals above
// the threshold), balance adjustments (two approvals above the threshold), a member's balances and
// details, and the finance dashboard. Every call needs the header `token` of an operator; the
// permission each call needs is named beside it. A refusal is `code: 0` with `msg` in the
// request's language, a missing permission is HTTP 403 `code: 0` with `data: { permission }`.

/** A review queue's query: `page`, the status to show, a `keyword` naming the member or the money's trace, then `before`. */
function reviewQueueQuery<S extends z.ZodType>(status: S) {
  return keysetQuery({ status: status.optional(), keyword: searchKeyword.optional() });
}

/** A page of a review queue that two operators approve above a threshold: how many wait, and that threshold. */
function reviewQueuePage<T extends z.ZodType>(item: T) {
  return keysetPaged(item).extend({ pending: z.number().int(), threshold: moneyString.describe('two-approval threshold') });
}

/** The member a review row belongs to, so lists need no second call. */
export const fundMember = consoleMember;
export type FundMember = z.infer<typeof fundMember>;
/** A review queue's row begins with its id and the member it belongs to. */
const reviewRow = { id: recordId, member: fundMember };

/** One approval of a two-approval action. */
export const approvalItem = z.object({ admin_id: recordId, admin_username: z.string(), at: unixSeconds });
export type ApprovalItem = z.infer<typeof approvalItem>;

/** Approving a row of a review queue names it alone. */
const approveBody = z.strictObject({ id: recordId });
/** Rejecting a row of a review queue names it and says why; the reason stays with the row. */
const rejectBody = z.strictObject({ id: recordId, reason: actionReason });

export const decisionResponse = envelope(z.object({ id: recordId, status: z.string() }));

// ---------------------------------------------------------------------------------------------
// Recharge review. List: `finance.review`. Confirm / reject: `finance.review`.

/** pending_approval: an operator confirmed more than the claim or above the two-approval threshold; a second operator decides. */
export const adminRechargeStatus = z.enum(['pending', 'pending_approval', 'confirmed', 'rejected']);
/** GET /admin/api/recharge/index?page&status&keyword&before (keyword: UID, mobile, email or tx hash) */
export const adminRechargeQuery = reviewQueueQuery(adminRechargeStatus);
export const adminRechargeItem = z.object({
  ...reviewRow,
  ...rechargeClaim,
  status: adminRechargeStatus,
  reason: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: unixSeconds.nullable(),
  created_at: unixSeconds,
});
export type AdminRechargeItem = z.infer<typeof adminRechargeItem>;
export const adminRechargeListResponse = envelope(keysetPaged(adminRechargeItem).extend({ pending: z.number().int() }));

/**
 * POST /admin/api/recharge/confirm: credits the member; `amount` overrides what is credited (what actually arrived).
 * More than the claim, or above the two-approval threshold, answers `pending_approval`: a second operator
 * confirms it (the credited amount as it stands) or rejects it.
 */
export const adminRechargeConfirmBody = z.strictObject({ id: recordId, amount: amountInput.optional() });
/** POST /admin/api/recharge/reject: nothing is credited; the member sees the reason. */
export const adminRechargeRejectBody = rejectBody;

// ---------------------------------------------------------------------------------------------
// Withdraw review. List: `finance.review`. Approve / reject / paid: `finance.review`; the second
// approval of a withdrawal above the threshold needs `finance.approve` and another operator.
// States: pending → (approving: one of two approvals given) → approved → paid; or rejected /
// cancelled (by the member while pending), which unlock the funds.

/** The member wallets a withdrawal can leave from. */
/** The wallets a withdrawal is paid from, as a plain list (the console's labels read it). */
export const WITHDRAW_WALLETS = ['main', 'coinmix'] as const;
export const withdrawWallet = z.enum(WITHDRAW_WALLETS);
export const adminWithdrawStatus = withdrawStatus;
/** GET /admin/api/withdraw/index?page&status&keyword&before (keyword: UID, mobile, email, address or tx hash) */
export const adminWithdrawQuery = reviewQueueQuery(adminWithdrawStatus);
export const adminWithdrawItem = z.object({
  ...reviewRow,
  ...withdrawRequest,
  /** The wallet the money leaves from and returns to when refused: `main` (USDT) or `coinmix` (the coin-mix wallet). */
  wallet: withdrawWallet,
  status: adminWithdrawStatus,
  /** True when the amount is above the two-approval threshold. */
  needs_two_approvals: z.boolean(),
  approvals: z.array(approvalItem),
  tx_hash: z.string().nullable(),
  reason: z.string(),
  created_at: unixSeconds,
  approved_at: unixSeconds.nullable(),
  paid_at: unixSeconds.nullable(),
  /** The member's available and locked balance now in the wallet the withdrawal leaves from, for the reviewer's eye. */
  balance: assetBalance,
});
export type AdminWithdrawItem = z.infer<typeof adminWithdrawItem>;
export const adminWithdrawListResponse = envelope(reviewQueuePage(adminWithdrawItem));

/** POST /admin/api/withdraw/approve → status `approving` (first of two) or `approved`. */
export const adminWithdrawApproveBody = approveBody;
/** POST /admin/api/withdraw/reject: from pending, approving or approved; unlocks amount + fee. */
export const adminWithdrawRejectBody = rejectBody;
/** POST /admin/api/withdraw/paid: the payout was sent; records its tx hash (checked for the network's format). */
export const adminWithdrawPaidBody = z.strictObject({ id: recordId, tx_hash: txHashInput });

// ---------------------------------------------------------------------------------------------
// Balance adjustments. Create: `members.adjust`. Approve / reject a pending one: `finance.approve`,
// by an operator other than its maker. List: `members.read`.

export const adjustmentStatus = z.enum(['applied', 'pending_approval', 'rejected']);
/** POST /admin/api/user/adjust (fixed in docs/api.md). `amount` is signed: "-5.00" takes, "5.00" gives. */
export const adminAdjustBody = z.strictObject({
  user_id: recordId,
  asset: assetCode,
  amount: amountInput,
  reason: actionReason,
});
/** `{ id }` when applied at once; `{ id, status: "pending_approval" }` above the threshold. */
export const adminAdjustData = z.object({ id: recordId, status: adjustmentStatus.optional() });
export const adminAdjustResponse = envelope(adminAdjustData);

/** GET /admin/api/user/adjustments?page&status&user_id&before */
export const adminAdjustmentQuery = memberRecordsQuery(adjustmentStatus);
export const adminAdjustmentItem = z.object({
  ...reviewRow,
  asset: z.string(),
  /** Signed. */
  amount: moneyString,
  reason: z.string(),
  status: adjustmentStatus,
  maker: z.string(),
  checker: z.string().nullable(),
  reject_reason: z.string(),
  created_at: unixSeconds,
  decided_at: unixSeconds.nullable(),
});
export type AdminAdjustmentItem = z.infer<typeof adminAdjustmentItem>;
export const adminAdjustmentListResponse = envelope(reviewQueuePage(adminAdjustmentItem));
/** POST /admin/api/user/adjustApprove: applies a pending adjustment. */
export const adminAdjustApproveBody = approveBody;
/** POST /admin/api/user/adjustReject: drops a pending adjustment; nothing moves. */
export const adminAdjustRejectBody = rejectBody;

// ---------------------------------------------------------------------------------------------
// A member's money, for the member detail page. `members.read`.

/** GET /admin/api/user/balance?user_id */
export const adminMemberBalanceQuery = oneMemberQuery;
export const adminMemberBalance = z.object({
  member: fundMember.extend({ status: z.string() }),
  /** By asset code: available, locked and the locked part by purpose. */
  balances: z.record(z.string(), assetBalance),
  pending: z.object({ recharges: z.number().int(), withdrawals: z.number().int(), adjustments: z.number().int() }),
});
export type AdminMemberBalance = z.infer<typeof adminMemberBalance>;
export const adminMemberBalanceResponse = envelope(adminMemberBalance);

/** GET /admin/api/user/fundDetail?user_id&asset&page&type: the member's details, as the member sees them. */
export const adminMemberDetailQuery = z.strictObject({
  user_id: recordIdQuery,
  asset: assetCode,
  page: pageParam,
  type: detailTypeFilter,
});
export const adminMemberDetailResponse = envelope(paged(fundDetailItem));

// ---------------------------------------------------------------------------------------------
// Finance dashboard. `dashboard.read`.

/** Per asset: what members hold, what the system accounts hold, and whether the books balance. */
export const assetFigures = z.object({
  asset: z.string(),
  members_available: moneyString,
  members_locked: moneyString,
  /** What the platform owes members: available + locked. */
  members_total: moneyString,
  /** Balance of each system account (external_deposits is negative: money that came in). */
  system: z.record(z.string(), moneyString),
  /** Money that came in minus money paid out: -(external_deposits + external_withdrawals). */
  net_inflow: moneyString,
  /** Every account of this asset sums to zero. */
  balanced: z.boolean(),
});
export type AssetFigures = z.infer<typeof assetFigures>;

/** GET /admin/api/finance/summary */
export const financeSummary = z.object({
  members: z.object({ total: z.number().int(), with_balance: z.number().int() }),
  assets: z.array(assetFigures),
  pending: z.object({
    recharges: z.number().int(),
    withdrawals: z.number().int(),
    /** Withdrawals with one of two approvals, waiting for a second operator. */
    withdrawals_second_approval: z.number().int(),
    adjustments: z.number().int(),
  }),
  /** The two-approval threshold, in each asset's units. */
  two_approval_threshold: moneyString,
});
export type FinanceSummary = z.infer<typeof financeSummary>;
export const financeSummaryResponse = envelope(financeSummary);

// ---------------------------------------------------------------------------------------------
// The journal, for the ledger view. `ledger.read`.

/** An entry kind as the ledger names it (`transfer`, `withdraw_paid`, `pledge_earning`...). */
export const entryKind = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'entry kind');

/**
 * GET /admin/api/ledger/entries?page&limit&uid&user_id&kind&asset&from&to&before — newest first.
 * `uid` / `user_id`: entries with a line on one of that member's accounts (an unknown member gives
 * an empty page); `asset`: entries with a line in that asset (with a member: on that member's
 * account of that asset); `from` / `to`: unix seconds, both included.
 */
export const adminJournalQuery = inTimeOrder(
  z.strictObject({
    page: pageParam,
    limit: queryInt(1, 100).default(20),
    uid: memberUidExact,
    user_id: recordIdQuery.optional(),
    kind: entryKind.optional(),
    asset: assetCode.optional(),
    ...timeSpanFilters,
    /**
     * The `next_before` of the page before: with a member, or without an asset, the journal pages by
     * it, newest first (page 1 is the newest page); `page` past 1 still numbers pages the older way.
     */
    before: recordIdQuery.optional(),
  }),
);
export type AdminJournalQuery = z.infer<typeof adminJournalQuery>;

export const adminJournalLine = z.object({
  /** How the console names the account. */
  account: z.string().describe('member:<uid>:<purpose> or system:<name>'),
  /** The account's unique key in the ledger. */
  account_key: z.string().describe('member:<user id>:<asset>:<purpose> or system:<name>:<asset>'),
  account_kind: z.enum(['member', 'system']),
  /** The member purpose (`available`, `locked`...) or the system account's name. */
  purpose: z.string(),
  /** The member's id and UID for a member account, else null. */
  user_id: recordId.nullable(),
  uid: z.string().nullable(),
  asset: z.string(),
  /** Signed: positive adds to the account. */
  amount: moneyString,
  balance_after: moneyString,
  /** What the member sees as the detail's type. */
  type: z.string(),
});
export type AdminJournalLine = z.infer<typeof adminJournalLine>;
export const adminJournalEntry = z.object({
  id: recordId,
  kind: z.string(),
  memo: z.string(),
  /** The values the member's localised memo is built from (counterparty UID, order id...). */
  params: z.record(z.string(), z.unknown()).nullable(),
  ref_type: z.string().nullable(),
  ref_id: z.string().nullable(),
  /** The operator who made the entry (an adjustment, a review), else null. */
  admin: z.string().nullable(),
  time: unixSeconds,
  lines: z.array(adminJournalLine),
});
export type AdminJournalEntry = z.infer<typeof adminJournalEntry>;
/** The page, and the asset codes the filter may name. */
export const adminJournalPage = paged(adminJournalEntry).extend({
  assets: z.array(z.string()),
  /**
   * Paged by cursor (a member, or no asset): the `before` of the next page while `has_more`, else
   * null; `total` then counts only as far as this page reaches (one more when more follow). Null on
   * a numbered page.
   */
  next_before: recordId.nullable(),
});
export type AdminJournalPage = z.infer<typeof adminJournalPage>;
export const adminJournalResponse = envelope(adminJournalPage);

const operator = endpointGroup({ tag: 'admin-fund', caller: 'operator' });

/** A review's decision on one row: it moves money, and answers the row's id and its new status. */
const decision = <B extends z.ZodType>(call: { path: string; summary: string; permission: Permission; body: B }) =>
  operator.post({ ...call, response: decisionResponse, money: true });

/** The console's money calls. */
export const adminFundApi = {
  recharges: operator.get({
    path: '/admin/api/recharge/index',
    summary: 'Manual recharges to review',
    permission: 'finance.review',
    query: adminRechargeQuery,
    response: adminRechargeListResponse,
  }),
  rechargeConfirm: decision({
    path: '/admin/api/recharge/confirm',
    summary: 'Confirm a recharge: credits the member',
    permission: 'finance.review',
    body: adminRechargeConfirmBody,
  }),
  rechargeReject: decision({
    path: '/admin/api/recharge/reject',
    summary: 'Reject a recharge with a reason',
    permission: 'finance.review',
    body: adminRechargeRejectBody,
  }),
  withdrawals: operator.get({
    path: '/admin/api/withdraw/index',
    summary: 'Withdrawals to review',
    permission: 'finance.review',
    query: adminWithdrawQuery,
    response: adminWithdrawListResponse,
  }),
  withdrawApprove: decision({
    path: '/admin/api/withdraw/approve',
    summary: 'Approve a withdrawal (the second approval above the threshold: finance.approve, another operator)',
    permission: 'finance.review',
    body: adminWithdrawApproveBody,
  }),
  withdrawReject: decision({
    path: '/admin/api/withdraw/reject',
    summary: 'Reject a withdrawal: funds unlock',
    permission: 'finance.review',
    body: adminWithdrawRejectBody,
  }),
  withdrawPaid: decision({
    path: '/admin/api/withdraw/paid',
    summary: 'Mark an approved withdrawal paid with its tx hash',
    permission: 'finance.review',
    body: adminWithdrawPaidBody,
  }),
  adjust: operator.post({
    path: '/admin/api/user/adjust',
    summary: 'Adjust a balance; above the two-approval threshold it waits for another operator',
    permission: 'members.adjust',
    body: adminAdjustBody,
    response: adminAdjustResponse,
    money: true,
  }),
  adjustments: operator.get({
    path: '/admin/api/user/adjustments',
    summary: 'Balance adjustments',
    permission: 'members.read',
    query: adminAdjustmentQuery,
    response: adminAdjustmentListResponse,
  }),
  adjustApprove: decision({
    path: '/admin/api/user/adjustApprove',
    summary: 'Apply a pending adjustment (not its maker)',
    permission: 'finance.approve',
    body: adminAdjustApproveBody,
  }),
  adjustReject: decision({
    path: '/admin/api/user/adjustReject',
    summary: 'Drop a pending adjustment',
    permission: 'finance.approve',
    body: adminAdjustRejectBody,
  }),
  memberBalance: operator.get({
    path: '/admin/api/user/balance',
    summary: "A member's balances and pending items",
    permission: 'members.read',
    query: adminMemberBalanceQuery,
    response: adminMemberBalanceResponse,
  }),
  memberDetail: operator.get({
    path: '/admin/api/user/fundDetail',
    summary: "A member's details of one asset",
    permission: 'members.read',
    query: adminMemberDetailQuery,
    response: adminMemberDetailResponse,
  }),
  summary: operator.get({
    path: '/admin/api/finance/summary',
    summary: 'Members, balances per asset, pending reviews, solvency',
    permission: 'dashboard.read',
    query: noQuery,
    response: financeSummaryResponse,
  }),
  journal: operator.get({
    path: '/admin/api/ledger/entries',
    summary: 'Journal entries with their lines, newest first, by member, kind, asset and time',
    permission: 'ledger.read',
    query: adminJournalQuery,
    response: adminJournalResponse,
  }),
};
