// How notices write their times. Pure functions.
const _pad = (n: number) => String(n).padStart(2, '0');

export { formatTime } from '../../shared/format-time';

/** A plain-text notice body as paragraphs: blank lines separate them, single line breaks stay. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
