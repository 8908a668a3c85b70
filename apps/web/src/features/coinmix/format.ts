/**
 * A decimal-string fraction as a percentage with two decimals, truncated toward zero and signed
 * when asked ("0.05612" → "+5.61%"). String arithmetic only: the value is never a float.
 */
export function formatPercent(rate: string | null | undefined, signed = true): string | null {
  if (rate === null || rate === undefined) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) return null;
  const [, minus = '', whole = '0', fraction = ''] = match;
  const digits = `${whole}${fraction.padEnd(4, '0').slice(0, 4)}`.replace(/^0+(?=\d{3})/, '');
  const padded = digits.padStart(3, '0');
  const text = `${padded.slice(0, -2)}.${padded.slice(-2)}`;
  const zero = /^0\.00$/.test(text);
  const sign = zero ? '' : minus ? '-' : signed ? '+' : '';
  return `${sign}${text}%`;
}

/** The tone of a signed figure, for its colour. */
export function tone(rate: string | null | undefined): 'up' | 'down' | '' {
  if (!rate || /^-?0(\.0*)?$/.test(rate)) return '';
  return rate.startsWith('-') ? 'down' : 'up';
}

export { formatTime } from '../../shared/format-time';

/** NAV postings as the line chart draws them: one point per second, the later posting winning. */
export function navCandles(points: readonly { time: number; nav: string }[]) {
  const byTime = new Map<number, string>();
  for (const p of points) byTime.set(p.time, p.nav);
  return [...byTime.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([time, nav]) => ({ time, open: nav, high: nav, low: nav, close: nav, volume: '0' }));
}
