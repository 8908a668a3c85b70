import { ADDRESS_LABEL_MAX } from '@mcc/contract/address-book';

// The address book's pure rules (unit test beside them); the service reads the rows and the settings.

const HOUR_MS = 3_600_000n;

/**
 * From when (Unix ms) withdrawals may go to an address saved at `createdAt`: `hours` (the setting
 * `security_hold_hours`, read when asked, so an operator who shortens it shortens every wait) later.
 * A stolen session that saves an address cannot withdraw to it before then.
 */
export function addressUsableFrom(createdAt: bigint, hours: number): bigint {
  return createdAt + BigInt(Math.max(0, Math.trunc(hours))) * HOUR_MS;
}

/** True from the very millisecond `addressUsableFrom` names, never one before. */
export function isAddressUsable(createdAt: bigint, hours: number, now: bigint): boolean {
  return now >= addressUsableFrom(createdAt, hours);
}

export type LabelProblem = 'required' | 'tooLong';

/** What is wrong with a label (already trimmed), or null: 1 to ADDRESS_LABEL_MAX characters, counted as code points. */
export function labelProblem(label: string): LabelProblem | null {
  const length = [...label].length;
  if (length === 0) return 'required';
  return length > ADDRESS_LABEL_MAX ? 'tooLong' : null;
}
