import { z } from 'zod';
import { endpointGroup, noQuery } from './endpoint';
import { envelope } from './envelope';
import { amountInput, moneyString, payPassword, secondFactorField } from './money';
import { idQuery, keysetPaged, keysetQuery, paged, pageParam } from './records';
import { assetCode, recordId, recordIdQuery, unixSeconds } from './scalars';

/** The asset code, where the money calls first named it (scalars.ts). */
export { assetCode };

// The members' money calls: balances, details, transfer, manual recharge and withdraw (`/api/fund/*`,
// `/api/user/balance`). Amounts are decimal strings in the asset's units; details amounts are signed.

/** A record id on the wire (ids stay far below 2^53). */
export const fundId = recordId;
/** An id read from a query string. */
export const fundIdQuery = recordIdQuery;

// GET /api/user/balance → { USDT: { available, locked }, MCC: { available, locked }, ... }
export const assetBalance = z.object({
  available: moneyString,
  /** Everything of the member's in this asset that is not available: locked for withdraw, held in bids, pledged... */
  locked: moneyString,
  /** The locked part by purpose (`locked`, `withdrawing`, ...). */
  purposes: z.record(z.string(), moneyString),
});
export type AssetBalance = z.infer<typeof assetBalance>;
export const balanceData = z.record(z.string(), assetBalance);
export const balanceResponse = envelope(balanceData);

/** A withdrawal's fee and minimum, and the daily limit with what today used and left of it: the wallet and the withdraw page show them. */
const withdrawLimits = {
  fee: moneyString,
  min: moneyString,
  daily_limit: moneyString,
  today_used: moneyString,
  today_left: moneyString,
};

// GET /api/fund/usdt and /api/fund/ssk (MCC): one asset's wallet with the rules its pages show.
export const assetWallet = z.object({
  asset: z.string(),
  available: moneyString,
  locked: moneyString,
  total: moneyString,
  /** Decimals a member may type for this asset. */
  input_decimals: z.number().int(),
  transfer_fee: moneyString,
  transfer_min: moneyString,
  /** Withdraw rules; null for an asset that cannot be withdrawn. */
  withdraw: z.object({ network: z.string(), ...withdrawLimits }).nullable(),
  /** Value in USDT at the market price; null while no price is known. */
  price: moneyString.nullable(),
  value: moneyString.nullable(),
});
export type AssetWallet = z.infer<typeof assetWallet>;
export const assetWalletResponse = envelope(assetWallet);

// GET /api/fund/wallet: every card of "my wallet".
export const walletData = z.object({
  /** Total value in USDT of the assets with a known price. */
  total_value: moneyString,
  assets: z.array(assetWallet),
});
export type WalletData = z.infer<typeof walletData>;
export const walletResponse = envelope(walletData);

/** `?type=`: only lines of this type (`transfer_in`, `transfer_out`, `recharge`, `withdraw`, ...). */
export const detailTypeFilter = z
  .string()
  .regex(/^[a-z_]{1,40}$/)
  .optional();

// GET /api/fund/usdtDetail and /api/fund/sskDetail?page&type&before
export const fundDetailQuery = z.strictObject({
  page: pageParam,
  /** Only lines older than this detail id (the `next_before` of the page before): a keyset page, read from the index at the same cost however deep. Wins over `page`. */
  before: fundIdQuery.optional(),
  type: detailTypeFilter,
});
export const fundDetailItem = z.object({
  id: fundId,
  type: z.string(),
  /** The type in the request's language. */
  type_text: z.string(),
  /** Signed: negative when money left the account. */
  amount: moneyString,
  /** The available balance right after this line. */
  balance: moneyString,
  /** What happened, in the request's language (counterparty, order, operator's reason...). */
  memo: z.string(),
  created_at: unixSeconds,
});
export type FundDetailItem = z.infer<typeof fundDetailItem>;
export const fundDetailData = paged(fundDetailItem).extend({
  /** The `before` of the next page when `has_more`, else null. `total` is counted up to 1,000 lines. */
  next_before: fundId.nullable(),
  /** The types a filter may ask for, with their names in the request's language. */
  types: z.array(z.object({ type: z.string(), text: z.string() })),
});
export const fundDetailResponse = envelope(fundDetailData);

/** A transfer's recipient as the member types it: their UID, mobile or email. */
export const recipientInput = z.string().trim().min(1).max(120);
/** An address a withdrawal goes to, as the member types or saves it. */
export const withdrawAddressInput = z.string().trim().min(1).max(120);
/** A transaction hash as typed by a member (a recharge's) or an operator (a payout's). */
export const txHashInput = z.string().trim().min(1).max(120);

// GET /api/fund/recipient?to= → the masked recipient shown before confirming a transfer.
export const recipientQuery = z.strictObject({ to: recipientInput });
export const recipientData = z.object({
  uid: z.string(),
  /** Masked nickname, e.g. `A***e`. */
  name: z.string(),
  avatar: z.string(),
});
export const recipientResponse = envelope(recipientData);

// POST /api/fund/transfer (fixed in docs/api.md)
export const transferBody = z.strictObject({
  asset: assetCode,
  to: recipientInput,
  amount: amountInput,
  paypwd: payPassword,
});
export const transferData = z.object({
  id: fundId,
  asset: z.string(),
  amount: moneyString,
  fee: moneyString,
  to_uid: z.string(),
});
export const transferResponse = envelope(transferData);

// Manual recharge.
export const rechargeStatus = z.enum(['pending', 'confirmed', 'rejected']);
export type RechargeStatus = z.infer<typeof rechargeStatus>;
export const rechargeBody = z.strictObject({
  /** Only USDT today; kept so another asset is data. */
  asset: assetCode.default('USDT'),
  amount: amountInput,
  tx_hash: txHashInput,
  /** The screenshot's URL as returned by `POST /api/common/upload`. */
  proof: z.string().trim().min(1).max(500),
});
/** A manual recharge as the member claimed it, and what it credited: the member's view and the console's share it. */
export const rechargeClaim = {
  asset: z.string(),
  network: z.string(),
  /** What the member says they sent. */
  amount: moneyString,
  /** What was credited on confirmation; differs from `amount` when the operator confirmed what actually arrived; null until confirmed. */
  credited: moneyString.nullable(),
  tx_hash: z.string(),
  /** URL of the proof screenshot. */
  proof: z.string(),
};
export const rechargeItem = z.object({
  id: fundId,
  ...rechargeClaim,
  status: rechargeStatus,
  status_text: z.string(),
  reason: z.string(),
  created_at: unixSeconds,
  reviewed_at: unixSeconds.nullable(),
});
export type RechargeItem = z.infer<typeof rechargeItem>;
export const rechargeResponse = envelope(z.object({ id: fundId, status: rechargeStatus }));
export const rechargeListResponse = envelope(keysetPaged(rechargeItem));
export const rechargeDetailResponse = envelope(rechargeItem);

// Withdraw.
export const withdrawStatus = z.enum(['pending', 'approving', 'approved', 'paid', 'rejected', 'cancelled']);
export type WithdrawStatus = z.infer<typeof withdrawStatus>;
export const withdrawBody = z.strictObject({
  asset: assetCode.default('USDT'),
  address: withdrawAddressInput,
  /** What arrives at the address; the fee is taken on top. */
  amount: amountInput,
  paypwd: payPassword,
  /** The code of event `withdraw` sent to the member's mobile or email. */
  code: z.string().trim().max(12),
  /** With the second factor on: a code from the authenticator app (or a recovery code). */
  totp: secondFactorField,
});
/** Where a withdrawal goes and what it costs: the member's view and the console's share it. */
export const withdrawRequest = {
  asset: z.string(),
  network: z.string(),
  address: z.string(),
  /** What is sent to the address. */
  amount: moneyString,
  fee: moneyString,
  /** amount + fee: what left the available balance, locked since the request. */
  total: moneyString,
};
export const withdrawItem = z.object({
  id: fundId,
  ...withdrawRequest,
  status: withdrawStatus,
  status_text: z.string(),
  tx_hash: z.string().nullable(),
  reason: z.string(),
  created_at: unixSeconds,
  paid_at: unixSeconds.nullable(),
});
export type WithdrawItem = z.infer<typeof withdrawItem>;
export const withdrawResponse = envelope(z.object({ id: fundId, status: withdrawStatus }));
export const withdrawListResponse = envelope(keysetPaged(withdrawItem));
export const withdrawDetailResponse = envelope(withdrawItem);
export const withdrawCancelBody = z.strictObject({ id: fundId });

// GET /api/fund/withdrawInfo: what the withdraw page needs before the member types.
export const withdrawInfo = z.object({
  asset: z.string(),
  network: z.string(),
  available: moneyString,
  ...withdrawLimits,
  /** The most the member can ask for now: min(available - fee, today_left), never negative. */
  max: moneyString,
  recent_addresses: z.array(z.string()),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;
export const withdrawInfoResponse = envelope(withdrawInfo);

/** `?page` or `?before` (the `next_before` of the page before) of a member's records read newest first. */
export const fundKeysetQuery = keysetQuery();

const member = endpointGroup({ tag: 'fund', caller: 'member' });

/** One asset's wallet (USDT or MCC) with its fees and limits. */
const assetWalletCall = <P extends string>(path: P, summary: string) =>
  member.get({ path, summary, query: noQuery, response: assetWalletResponse });
/** One asset's details (USDT or MCC), newest first. */
const assetDetailCall = <P extends string>(path: P, summary: string) =>
  member.get({ path, summary, query: fundDetailQuery, response: fundDetailResponse });

/** The members' money calls. */
export const fundApi = {
  balance: member.get({
    path: '/api/user/balance',
    summary: 'Balances by asset',
    query: noQuery,
    response: balanceResponse,
  }),
  wallet: member.get({
    path: '/api/fund/wallet',
    summary: 'My wallet: every asset and the total value',
    query: noQuery,
    response: walletResponse,
  }),
  usdt: assetWalletCall('/api/fund/usdt', 'USDT wallet with its fees and limits'),
  mcc: assetWalletCall('/api/fund/ssk', 'MCC wallet with its fees and limits'),
  usdtDetail: assetDetailCall('/api/fund/usdtDetail', 'USDT details, newest first'),
  mccDetail: assetDetailCall('/api/fund/sskDetail', 'MCC details, newest first'),
  recipient: member.get({
    path: '/api/fund/recipient',
    summary: 'The masked recipient of a transfer (UID, mobile or email)',
    query: recipientQuery,
    response: recipientResponse,
  }),
  transfer: member.post({
    path: '/api/fund/transfer',
    summary: 'Send USDT or MCC to another member (instant)',
    body: transferBody,
    response: transferResponse,
    money: true,
    payPassword: true,
  }),
  recharge: member.post({
    path: '/api/fund/recharge',
    summary: 'Claim a manual recharge (amount, tx hash, proof screenshot URL)',
    body: rechargeBody,
    response: rechargeResponse,
    money: true,
  }),
  rechargeLog: member.get({
    path: '/api/fund/rechargeLog',
    summary: 'My recharges, newest first',
    query: fundKeysetQuery,
    response: rechargeListResponse,
  }),
  rechargeDetail: member.get({
    path: '/api/fund/rechargeDetail',
    summary: 'One of my recharges',
    query: idQuery,
    response: rechargeDetailResponse,
  }),
  withdrawInfo: member.get({
    path: '/api/fund/withdrawInfo',
    summary: 'Fee, minimum, daily limit left, most I can withdraw, recent addresses',
    query: z.strictObject({ asset: assetCode.default('USDT') }),
    response: withdrawInfoResponse,
  }),
  withdraw: member.post({
    path: '/api/fund/withdraw',
    summary: 'Ask for a withdrawal: amount + fee are locked until an operator decides',
    body: withdrawBody,
    response: withdrawResponse,
    money: true,
    payPassword: true,
    secondFactor: true,
  }),
  withdrawCancel: member.post({
    path: '/api/fund/withdrawCancel',
    summary: 'Cancel my withdrawal while it waits for review (funds unlock)',
    body: withdrawCancelBody,
    response: withdrawResponse,
    money: true,
  }),
  withdrawLog: member.get({
    path: '/api/fund/withdrawLog',
    summary: 'My withdrawals, newest first',
    query: fundKeysetQuery,
    response: withdrawListResponse,
  }),
  withdrawDetail: member.get({
    path: '/api/fund/withdrawDetail',
    summary: 'One of my withdrawals',
    query: idQuery,
    response: withdrawDetailResponse,
  }),
};
