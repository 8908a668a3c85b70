// Display helpers. Amounts are never formatted here: they are shown exactly as the server's
// decimal strings, never turned into numbers.

const dateTime = new Intl.DateTimeFormat('sv-SE', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Unix seconds → "2026-11-01 12:00:00" in the browser's time zone; "—" for none. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  return dateTime.format(new Date(seconds * 1000));
}

/** True when a decimal string is negative, without parsing it to a number. */
export function isNegative(amount: string): boolean {
  return amount.trim().startsWith('-') && !/^-0(\.0*)?$/.test(amount.trim());
}

/** Whether a typed amount is a plain decimal with at most `decimals` places (signed when allowed). */
export function isDecimalInput(text: string, decimals: number, allowSign = false): boolean {
  const sign = allowSign ? '-?' : '';
  return new RegExp(`^${sign}\\d{1,18}(\\.\\d{1,${decimals}})?$`).test(text.trim());
}

export const roleLabels: Record<string, string> = {
  super_admin: 'Super admin',
  finance: 'Finance',
  content: 'Content',
  support: 'Support',
};
