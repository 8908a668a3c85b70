// How the team pages write shares and dates. Pure functions (no float arithmetic on money or shares).
import { fromUnits, toUnits } from '@mcc/contract/amount';

/** A share as a percentage: "0.1" → "10%", "0.025" → "2.5%". */
export function sharePercent(share: string): string {
  const units = toUnits(share.trim(), 8);
  return units === null || units < 0n ? '--' : `${fromUnits(units, 6)}%`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as the local date `YYYY-MM-DD`. */
export function formatDate(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
