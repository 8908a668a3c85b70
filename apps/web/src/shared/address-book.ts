// The address book's rules as the withdraw pages apply them before anything is sent (the server's
// are modules/wallet/networks.ts `addressKey` and address-book-rules.ts). Pure functions.

import type { SavedAddress } from '@mcc/contract/address-book';

const EVM_NETWORKS = new Set(['ERC20', 'BEP20']);

/** The saved address that is the same destination as `typed` on `network` (EVM addresses compare without case), or undefined. */
export function savedMatch(list: readonly SavedAddress[], network: string, typed: string): SavedAddress | undefined {
  const address = typed.trim();
  if (!address) return undefined;
  const same = EVM_NETWORKS.has(network) ? (a: string) => a.toLowerCase() === address.toLowerCase() : (a: string) => a === address;
  return list.find((saved) => saved.network === network && same(saved.address));
}

/** Whether a saved address takes withdrawals at `nowSeconds` (its `usable_at` has come). */
export function isUsableNow(saved: SavedAddress, nowSeconds: number): boolean {
  return saved.usable || nowSeconds >= saved.usable_at;
}

/** Characters of a label as the server counts them (code points), for the form's counter. */
export function labelLength(label: string): number {
  return [...label.trim()].length;
}

export type BookProblem = { kind: 'notUsable'; usableAt: number } | { kind: 'notSaved' };

/**
 * What the address book says of a withdrawal to `typed` (an address the format rule accepted): a
 * saved address whose wait is not over, or, with "only saved addresses" on, one that is not saved;
 * null when it may go.
 */
export function bookProblem(
  book: { list: readonly SavedAddress[]; only_saved: boolean } | undefined,
  network: string,
  typed: string,
  nowSeconds: number,
): BookProblem | null {
  if (!book) return null;
  const saved = savedMatch(book.list, network, typed);
  if (saved) return isUsableNow(saved, nowSeconds) ? null : { kind: 'notUsable', usableAt: saved.usable_at };
  return book.only_saved ? { kind: 'notSaved' } : null;
}
