import { memberPurposes } from '../ledger/accounts';

/**
 * The wallets a member's USDT can be withdrawn from, each a set of account purposes: where the money
 * is spendable, where a request under review locks it, and where an approved one waits for payout.
 * `main` is the USDT wallet; `coinmix` the coin-mix fund's wallet (redemptions land there). A refused
 * or cancelled withdrawal returns to the wallet it left.
 */
export const withdrawWallets = {
  main: { available: memberPurposes.available, locked: memberPurposes.locked, withdrawing: memberPurposes.withdrawing },
  coinmix: { available: 'coinmix', locked: 'coinmix_locked', withdrawing: 'coinmix_withdrawing' },
} as const;

export type WithdrawWallet = keyof typeof withdrawWallets;

/** A withdrawal's wallet by its stored name; anything else is the USDT wallet. */
export function walletOf(wallet: string): WithdrawWallet {
  return Object.hasOwn(withdrawWallets, wallet) ? (wallet as WithdrawWallet) : 'main';
}

export function walletPurposes(wallet: string): (typeof withdrawWallets)[WithdrawWallet] {
  return withdrawWallets[walletOf(wallet)];
}

/** Assets shown on their own pages rather than as cards of "my wallet": the coin-mix fund's units. */
export const ownPageAssets: ReadonlySet<string> = new Set(['CMU']);

/** Purposes that belong to a wallet of their own: the USDT wallet's balances leave them out. */
export const separateWalletPurposes: ReadonlySet<string> = new Set(
  Object.entries(withdrawWallets)
    .filter(([name]) => name !== 'main')
    .flatMap(([, p]) => Object.values(p)),
);
