// How the wallet writes times, addresses and signed amounts. Pure functions.

const _pad = (n: number) => String(n).padStart(2, '0');

export { formatTime } from '../../shared/format-time';
export { maskContact } from '../../shared/mask-contact';

/** A long address or hash as its head and tail (`0x5d3a…ef34`); short ones stay whole. */
export function shortText(text: string, head = 6, tail = 4): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** A signed wire amount with its sign always shown: "+5.00", "-1.00". */
export function signedAmount(amount: string): string {
  return amount.startsWith('-') ? amount : `+${amount}`;
}

/** The direction of a signed amount, for its colour. */
export function amountTone(amount: string): 'up' | 'down' {
  return amount.startsWith('-') ? 'down' : 'up';
}

export type StatusTone = 'waiting' | 'moving' | 'done' | 'failed' | 'muted';

/** The colour family of a recharge or withdrawal state. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'pending':
      return 'waiting';
    case 'approving':
    case 'approved':
      return 'moving';
    case 'confirmed':
    case 'paid':
      return 'done';
    case 'rejected':
      return 'failed';
    default:
      return 'muted';
  }
}
