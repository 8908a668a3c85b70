// How the team pages write dates (their shares are `fractionPercent`s, in shared/percent).
const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as the local date `YYYY-MM-DD`. */
export function formatDate(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
