/**
 * Naming of ledger accounts. A member holds one account per asset and purpose; the platform holds
 * system accounts per name and asset, so that every entry balances.
 */

/** Purposes of a member's money. Other modules add their own (e.g. `pledged`); `available` is the spendable one. */
export const memberPurposes = {
  available: 'available',
  /** Locked for a withdrawal waiting for review. */
  locked: 'locked',
  /** Approved withdrawal on its way out. */
  withdrawing: 'withdrawing',
} as const;

/** The platform's accounts. Only the external mirrors and adjustments may go below zero. */
export const systemAccounts = {
  /** Mirror of money that came in from outside (negative: what members brought). */
  external_deposits: { allowNegative: true },
  /** Mirror of money paid out to addresses (positive: what left). */
  external_withdrawals: { allowNegative: true },
  /** Fees earned. */
  fees: { allowNegative: false },
  /** Counterpart of operators' balance adjustments. */
  adjustments: { allowNegative: true },
  /** Funds rewards; never pays out more than the operator put in. */
  reward_pool: { allowNegative: false },
  /** Holds buyers' money between a sale and its confirmation. */
  escrow: { allowNegative: false },
  /** The market's side of the MCC/USDT pool. */
  market_pool: { allowNegative: false },
  /** What members paid the platform for NFTs: primary sales and blind boxes. */
  nft_sales: { allowNegative: false },
  /** The coin-mix fund's USDT: subscriptions in, settled redemptions and management fees out. */
  coinmix_custody: { allowNegative: false },
  /** Mirror of the fund's units (CMU) in members' hands (negative: units outstanding). */
  coinmix_units: { allowNegative: true },
  /** Mirror of the fund's USDT at its trading venues, outside the books. */
  coinmix_trading: { allowNegative: true },
} as const satisfies Record<string, { allowNegative: boolean }>;

export type SystemAccountName = keyof typeof systemAccounts;

export type AccountRef =
  | { kind: 'member'; userId: bigint; asset: string; purpose: string }
  | { kind: 'system'; name: string; asset: string };

/** A member's account: `member(42n, 'USDT')` is the spendable USDT of member 42. */
export function member(userId: bigint, asset: string, purpose: string = memberPurposes.available): AccountRef {
  return { kind: 'member', userId, asset, purpose };
}

/** A system account: `system('fees', 'USDT')`. */
export function system(name: SystemAccountName | (string & {}), asset: string): AccountRef {
  return { kind: 'system', name, asset };
}

/** The unique key of an account row. */
export function accountKey(ref: AccountRef): string {
  return ref.kind === 'member' ? `member:${ref.userId}:${ref.asset}:${ref.purpose}` : `system:${ref.name}:${ref.asset}`;
}

export function allowsNegative(ref: AccountRef): boolean {
  if (ref.kind === 'member') return false;
  return Object.hasOwn(systemAccounts, ref.name) ? systemAccounts[ref.name as SystemAccountName].allowNegative : false;
}

const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const ASSET = /^[A-Z][A-Z0-9]{1,11}$/;

/** Throws (a programming error, not a refusal) on a malformed reference. */
export function checkRef(ref: AccountRef): void {
  if (!ASSET.test(ref.asset)) throw new Error(`ledger: bad asset ${ref.asset}`);
  if (ref.kind === 'member') {
    if (ref.userId <= 0n) throw new Error(`ledger: bad member ${ref.userId}`);
    if (!NAME.test(ref.purpose)) throw new Error(`ledger: bad purpose ${ref.purpose}`);
  } else if (!NAME.test(ref.name)) {
    throw new Error(`ledger: bad system account ${ref.name}`);
  }
}
