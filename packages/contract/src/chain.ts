import { z } from 'zod';
import { endpointGroup, noBody, noQuery } from './endpoint';
import { envelope, listOf } from './envelope';
import { moneyString } from './money';
import { idResponse, keysetPaged, keysetQuery, memberRecordsQuery } from './records';
import { recordId, unixSeconds } from './scalars';

// Automatic recharge on EVM chains: the member's deposit address on each configured network and the
// deposits seen to it (`/api/fund/autoRecharge*`), and the console's networks, watcher status and
// deposits (`/admin/api/chain/*`). Amounts are decimal strings of the credited asset.

export const depositStatus = z.enum(['confirming', 'credited', 'below_min', 'dropped']);
export type DepositStatus = z.infer<typeof depositStatus>;

/** Who a network is, in every view of it: its id, its name and its EVM chain id. */
const networkIdentity = { id: recordId, name: z.string(), chain_id: z.number().int() };
/** The network a deposit, an address or a hot wallet is on: its id and name. */
const onNetwork = { network_id: recordId, network: z.string() };

/** A network as the recharge page shows it, with the member's own address on it. */
export const depositNetwork = z.object({
  ...networkIdentity,
  asset: z.string(),
  token_address: z.string(),
  /** The member's deposit address on this network (lower-case hex). */
  address: z.string(),
  min_deposit: moneyString,
  confirmations: z.number().int(),
});
export type DepositNetwork = z.infer<typeof depositNetwork>;

/** Empty `networks`: automatic recharge is not configured. */
export const autoRechargeResponse = envelope(z.object({ networks: z.array(depositNetwork) }));

export const depositItem = z.object({
  id: recordId,
  ...onNetwork,
  asset: z.string(),
  tx_hash: z.string(),
  log_index: z.number().int(),
  block_number: z.number().int(),
  from_address: z.string(),
  address: z.string(),
  amount: moneyString,
  status: depositStatus,
  status_text: z.string(),
  /** Blocks on top of the deposit's, its own included (0 once dropped). */
  confirmations: z.number().int(),
  /** Confirmations needed before it is credited. */
  required: z.number().int(),
  created_at: unixSeconds,
  credited_at: unixSeconds.nullable(),
});
export type DepositItem = z.infer<typeof depositItem>;
export const depositListResponse = envelope(keysetPaged(depositItem));

const hexAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'address');

export const networkSaveBody = z.strictObject({
  /** Absent: a new network. */
  id: recordId.optional(),
  name: z.string().trim().min(1).max(60),
  chain_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  rpc_url: z.string().trim().url().max(500),
  token_address: hexAddress,
  token_decimals: z.number().int().min(0).max(36),
  confirmations: z.number().int().min(1).max(10000).default(12),
  /** In the asset's units, e.g. "10". */
  min_deposit: z.string().trim().min(1).max(40),
  xpub: z.string().trim().min(1).max(200),
  start_block: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  enabled: z.boolean().default(true),
  /** Approved withdrawals of this wallet network are paid here by the hot wallet (its key from the environment); '' = paid by hand. */
  withdraw_network: z.enum(['', 'ERC20', 'BEP20']).default(''),
});

export const networkStatus = z.object({
  ...networkIdentity,
  rpc_url: z.string(),
  asset: z.string(),
  token_address: z.string(),
  token_decimals: z.number().int(),
  confirmations: z.number().int(),
  min_deposit: moneyString,
  xpub: z.string(),
  start_block: z.number().int(),
  enabled: z.boolean(),
  withdraw_network: z.string(),
  /** The hot wallet's address when its key is configured for this chain. */
  hot_wallet: z.string().nullable(),
  /** The chain's last block the watcher saw; null before its first pass. */
  head: z.number().int().nullable(),
  /** Every block up to here was read. */
  cursor: z.number().int().nullable(),
  /** head − cursor. */
  lag: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_run_at: unixSeconds.nullable(),
  /** Deposits waiting for confirmations. */
  confirming: z.number().int(),
  addresses: z.number().int(),
});
export type NetworkStatus = z.infer<typeof networkStatus>;

export const adminDepositItem = depositItem.extend({ user_id: recordId, uid: z.string() });
/** GET /admin/api/chain/deposits?page&status&user_id&before — newest first; `before` reads those older than that deposit id. */
export const adminDepositQuery = memberRecordsQuery(depositStatus);

/** Per deposit address: what arrived there in total, to sweep to a cold address with the offline key. */
export const sweepItem = z.object({
  ...onNetwork,
  address: z.string(),
  derivation_path: z.string(),
  user_id: recordId,
  uid: z.string(),
  /** Credited deposits to the address (what sits there unless already swept). */
  credited: moneyString,
  deposits: z.number().int(),
});

/** A payout's way: signed, sent to the chain, confirmed there, or failed (the withdrawal is tried again). */
/** unresolved: the chain does not show what became of it; held until an operator reconciles it. */
export const PAYOUT_STATUSES = ['signed', 'sent', 'unresolved', 'confirmed', 'failed'] as const;
export const payoutStatus = z.enum(PAYOUT_STATUSES);
/** A payout the hot wallet signed for a withdrawal. */
export const payoutItem = z.object({
  id: recordId,
  withdrawal_id: recordId,
  attempt: z.number().int(),
  network_id: recordId,
  to_address: z.string(),
  amount: moneyString,
  nonce: z.number().int(),
  tx_hash: z.string(),
  status: payoutStatus,
  confirmations: z.number().int(),
  required: z.number().int(),
  error: z.string().nullable(),
  created_at: unixSeconds,
});

/** A network's hot wallet: its address and balances (null when the chain did not answer). */
export const hotWalletItem = z.object({
  ...onNetwork,
  address: z.string(),
  token_balance: moneyString.nullable(),
  /** The chain's native coin for gas, in ether units. */
  gas_balance: z.string().nullable(),
  next_nonce: z.number().int().nullable(),
});

const member = endpointGroup({ tag: 'chain', caller: 'member' });

/** The members' calls. */
export const chainApi = {
  autoRecharge: member.post({
    path: '/api/fund/autoRecharge',
    summary: 'My deposit address on each network of automatic recharge (made on first ask), its minimum and confirmations',
    body: noBody,
    response: autoRechargeResponse,
  }),
  deposits: member.get({
    path: '/api/fund/autoRechargeLog',
    summary: 'My deposits seen on chain, newest first, with confirmations n of N',
    query: keysetQuery(),
    response: depositListResponse,
  }),
};

const adminTag = 'admin-chain';

const operator = endpointGroup({ tag: adminTag, caller: 'operator' });

/** The console's calls. */
export const adminChainApi = {
  networks: operator.get({
    path: '/admin/api/chain/networks',
    summary: 'Networks of automatic recharge with the watcher status of each (head, cursor, lag, last error)',
    permission: 'finance.review',
    query: noQuery,
    response: envelope(listOf(networkStatus)),
  }),
  saveNetwork: operator.post({
    path: '/admin/api/chain/network/save',
    summary: 'Adds or changes a network (audit-logged)',
    permission: 'settings.write',
    body: networkSaveBody,
    response: idResponse,
  }),
  deposits: operator.get({
    path: '/admin/api/chain/deposits',
    summary: 'Deposits seen on chain, newest first',
    permission: 'finance.review',
    query: adminDepositQuery,
    response: envelope(keysetPaged(adminDepositItem)),
  }),
  payouts: operator.get({
    path: '/admin/api/chain/payouts',
    summary: 'The hot wallets (address, balances) and the latest payouts they signed',
    permission: 'finance.review',
    query: noQuery,
    response: envelope(z.object({ wallets: z.array(hotWalletItem), list: z.array(payoutItem) })),
  }),
  reconcilePayout: operator.post({
    path: '/admin/api/chain/payout/reconcile',
    summary: 'Settles a payout held for reconciliation: paid (the withdrawal is paid) or failed (back to review); not by an approver',
    permission: 'finance.review',
    body: z.strictObject({ id: recordId, outcome: z.enum(['paid', 'failed']) }),
    response: envelope(z.object({ id: recordId, status: z.enum(['confirmed', 'failed']) })),
    money: true,
  }),
  sweep: operator.get({
    path: '/admin/api/chain/sweep',
    summary: 'What was credited per deposit address, to collect to a cold address with the offline key',
    permission: 'finance.review',
    query: noQuery,
    response: envelope(listOf(sweepItem)),
  }),
};
