/**
 * Calendar days of the daily jobs as `YYYY-MM-DD` strings in the configured time zone. A day string
 * sorts and compares like the day it names, in code and in SQL alike. Pure functions.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Kept formatters, by their options object, then locale and zone. */
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The formatter of `locale` with `options` in `timeZone`, made once and kept: each holds native
 * memory the garbage collector does not see, so one made per call grows a long job's memory by
 * hundreds of megabytes. `options` is one constant object per caller.
 */
export function zoneFormatter(locale: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  let kept = formatters.get(options);
  if (!kept) {
    kept = new Map();
    formatters.set(options, kept);
  }
  const key = `${locale} ${timeZone}`;
  let formatter = kept.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    kept.set(key, formatter);
  }
  return formatter;
}

const DAY_FIELDS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

const formatterFor = (timeZone: string) => zoneFormatter('en-CA', DAY_FIELDS, timeZone);

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

/** The wall-clock fields of an instant in a time zone (to the second), read back as if they were UTC. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const formatter = zoneFormatter('en-US', WALL_CLOCK, timeZone);
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
