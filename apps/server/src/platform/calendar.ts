/**
 * Calendar days of the daily jobs as `YYYY-MM-DD` strings in the configured time zone. A day string
 * sorts and compares like the day it names, in code and in SQL alike. Pure functions.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** True for a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function toUtcMs(day: string): number {
  if (!isDay(day)) throw new Error(`not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(toUtcMs(day) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock fields of an instant in a time zone (to the second), read back as if they were UTC.
 * The formatter is made once per zone: each one holds native memory the garbage collector does not
 * see, so a formatter per call grows a long job's memory by hundreds of megabytes.
 */
function wallClockAsUtc(ms: number, timeZone: string): number {
  let formatter = wallClocks.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** The instant day `day` begins in `timeZone` (its local midnight). */
export function startOfDay(day: string, timeZone: string): Date {
  // Guess midnight UTC, then correct by the zone's offset at that moment; a second pass settles DST edges.
  let guess = toUtcMs(day);
  for (let i = 0; i < 2; i++) guess += toUtcMs(day) - wallClockAsUtc(guess, timeZone);
  return new Date(guess);
}

/** The instant (Unix ms) the calendar day containing `ms` began in `timeZone`: the day boundary of limits and of "today". */
export function startOfDayMs(ms: number, timeZone: string): number {
  return startOfDay(dayOf(new Date(ms), timeZone), timeZone).getTime();
}
