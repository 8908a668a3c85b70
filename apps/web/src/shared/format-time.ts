const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as the phone's local date and time, "2026-11-28 13:05". */
export function formatTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
