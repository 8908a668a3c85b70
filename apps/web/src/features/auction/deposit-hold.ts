import { fromUnits, toUnits } from '@mcc/contract/amount';

/**
 * What a bid of `amount` holds on a lot, as the server computes it: the whole bid on an ordinary
 * lot; on a deposit lot `deposit_rate` of it, or `deposit_amount` per `start_price` of it, rounded
 * up to a typed step, never more than the bid. Integers only; null when `amount` is not a number.
 */
export function depositHold(
  amount: string,
  lot: { deposit_rate: string | null; deposit_amount: string | null; start_price: string },
  decimals: number,
): string | null {
  const units = toUnits(amount, decimals);
  if (units === null) return null;
  let hold = units;
  if (lot.deposit_rate !== null) {
    const rate = toUnits(lot.deposit_rate, 8);
    if (rate === null) return null;
    const one = 10n ** 8n;
    hold = (units * rate + one - 1n) / one;
  } else if (lot.deposit_amount !== null) {
    const named = toUnits(lot.deposit_amount, decimals);
    const start = toUnits(lot.start_price, decimals);
    if (named === null || start === null || start <= 0n) return null;
    hold = (units * named + start - 1n) / start;
  }
  // Never more than the bid (bigint: no Math.min).
  if (hold > units) hold = units;
  return fromUnits(hold, decimals, decimals);
}

/** "0.1" → "10" (a fraction as a percentage, in decimal text: no float touches it). */
export function percentOf(fraction: string): string {
  const [whole = '0', part = ''] = fraction.split('.');
  const digits = `${whole}${part.padEnd(2, '0')}`;
  const integer = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}
