import { type AccountRef, accountKey, checkRef } from './accounts';

/** Money moving from one account to another of the same asset, in base units (> 0). */
export interface Move {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  /** The detail type both lines show (default: the entry's kind), e.g. `transfer_fee`. */
  type?: string;
}

/** One signed line of an entry, before it is written. */
export interface DraftLine {
  ref: AccountRef;
  key: string;
  amount: bigint;
  type: string;
}

const TYPE = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * Turns moves into signed lines (a debit and a credit per move) and checks that the lines balance
 * per asset. Throws on a programming error: no moves, a non-positive amount, two assets in one
 * move, a move to itself, or lines that do not sum to zero.
 */
export function draftLines(kind: string, moves: readonly Move[]): DraftLine[] {
  if (!TYPE.test(kind)) throw new Error(`ledger: bad entry kind ${kind}`);
  if (moves.length === 0) throw new Error('ledger: an entry needs at least one move');
  const lines: DraftLine[] = [];
  for (const move of moves) {
    checkRef(move.from);
    checkRef(move.to);
    const type = move.type ?? kind;
    if (!TYPE.test(type)) throw new Error(`ledger: bad line type ${type}`);
    if (typeof move.amount !== 'bigint' || move.amount <= 0n)
      throw new Error(`ledger: a move needs a positive bigint amount, got ${move.amount}`);
    if (move.from.asset !== move.to.asset) throw new Error(`ledger: a move cannot change asset (${move.from.asset} → ${move.to.asset})`);
    const fromKey = accountKey(move.from);
    const toKey = accountKey(move.to);
    if (fromKey === toKey) throw new Error(`ledger: a move from ${fromKey} to itself`);
    lines.push({ ref: move.from, key: fromKey, amount: -move.amount, type });
    lines.push({ ref: move.to, key: toKey, amount: move.amount, type });
  }
  const unbalanced = unbalancedAssets(lines.map((l) => ({ asset: l.ref.asset, amount: l.amount })));
  if (unbalanced.length > 0) throw new Error(`ledger: entry does not balance in ${unbalanced.join(', ')}`);
  return lines;
}

/** The assets whose signed amounts do not sum to zero. */
export function unbalancedAssets(lines: readonly { asset: string; amount: bigint }[]): string[] {
  const sums = new Map<string, bigint>();
  for (const line of lines) sums.set(line.asset, (sums.get(line.asset) ?? 0n) + line.amount);
  return [...sums].filter(([, sum]) => sum !== 0n).map(([asset]) => asset);
}

/** The net change of each account key, in the order the lines name them. */
export function netByAccount(lines: readonly DraftLine[]): Map<string, bigint> {
  const net = new Map<string, bigint>();
  for (const line of lines) net.set(line.key, (net.get(line.key) ?? 0n) + line.amount);
  return net;
}

/**
 * Balance after each line, given each account's balance after the whole entry: the lines of an
 * account are applied in order starting from (final − its net change).
 */
export function balancesAfter(lines: readonly DraftLine[], finalBalance: ReadonlyMap<string, bigint>): bigint[] {
  const net = netByAccount(lines);
  const running = new Map<string, bigint>();
  for (const [key, change] of net) {
    const final = finalBalance.get(key);
    if (final === undefined) throw new Error(`ledger: no balance for ${key}`);
    running.set(key, final - change);
  }
  return lines.map((line) => {
    const next = (running.get(line.key) ?? 0n) + line.amount;
    running.set(line.key, next);
    return next;
  });
}
