// How notices write their times. Pure functions.
const pad = (n: number) => String(n).padStart(2, '0');

/** Unix seconds as local `YYYY-MM-DD HH:mm`. */
export function formatTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A plain-text notice body as paragraphs: blank lines separate them, single line breaks stay. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
