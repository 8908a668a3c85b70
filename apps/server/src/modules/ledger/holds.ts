import { type AccountRef, member, memberPurposes } from './accounts';
import type { Move } from './postings';

/**
 * Money set aside and later given back or taken, as two-phase transfers are: a hold moves a
 * member's money into a purpose of its own (`locked`, `bid_hold`, `pledged`…), where it waits; a
 * release gives it back; a capture takes it to where it goes; a hold may change purpose on the way
 * (`locked` → `withdrawing`). Each operation is one `Move`, to post in an entry with the others of
 * the same step, in the order they are written.
 */

/** A held purpose of a member's money, e.g. `locked`, `withdrawing`, `bid_hold`, `pledged`. */
export type HeldPurpose = string;

interface Typed {
  /** The detail type of both lines (default: the entry's kind). */
  type?: string;
}

export interface HoldOptions extends Typed {
  /** Where the money waits. */
  into: HeldPurpose;
  /** Where it is spendable (default `available`). */
  from?: string;
}

export interface ReleaseOptions extends Typed {
  /** Where the money waited. */
  from: HeldPurpose;
  /** Where it goes back to: the purpose it was held from (default `available`). */
  to?: string;
}

export interface MoveHeldOptions extends Typed {
  /** Where the money waited. */
  from: HeldPurpose;
  /** Where it waits from now on. */
  into: HeldPurpose;
}

export interface CaptureOptions extends Typed {
  /** Where the money waited. */
  from: HeldPurpose;
  /** Where it goes: a system account or another member's. */
  to: AccountRef;
}

/** Sets `amount` of a member's `asset` aside: from available (or `from`) into the held purpose `into`. */
export function hold(userId: bigint, asset: string, amount: bigint, options: HoldOptions): Move {
  const from = options.from ?? memberPurposes.available;
  return heldMove(member(userId, asset, from), member(userId, asset, options.into), amount, options.type);
}

/** Gives held money back: from the held purpose `from` to available (or `to`, where it was held from). */
export function release(userId: bigint, asset: string, amount: bigint, options: ReleaseOptions): Move {
  const to = options.to ?? memberPurposes.available;
  return heldMove(member(userId, asset, options.from), member(userId, asset, to), amount, options.type);
}

/** Keeps money held under another purpose, e.g. a withdrawal's `locked` → `withdrawing` when approved. */
export function moveHeld(userId: bigint, asset: string, amount: bigint, options: MoveHeldOptions): Move {
  return heldMove(member(userId, asset, options.from), member(userId, asset, options.into), amount, options.type);
}

/** Takes held money: from the held purpose `from` to the account `to` (a payout's mirror, fees, escrow…). */
export function capture(userId: bigint, asset: string, amount: bigint, options: CaptureOptions): Move {
  return heldMove(member(userId, asset, options.from), options.to, amount, options.type);
}

function heldMove(from: AccountRef, to: AccountRef, amount: bigint, type: string | undefined): Move {
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Error(`ledger: a held move needs a positive bigint amount, got ${amount}`);
  return type === undefined ? { from, to, amount } : { from, to, amount, type };
}
