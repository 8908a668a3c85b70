import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, isDay, isTimeZone, startOfDay, startOfDayMs } from './calendar';

describe('calendar days of the jobs', () => {
  it('names the day an instant falls on in the configured zone', () => {
    // 2026-11-30 16:30 UTC is already 1 December in Shanghai (UTC+8) but not in London.
    const instant = new Date('2026-11-30T16:30:00Z');
    expect(dayOf(instant, 'Asia/Shanghai')).toBe('2026-12-01');
    expect(dayOf(instant, 'Europe/London')).toBe('2026-11-30');
    expect(dayOf(new Date('2026-11-30T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2026-11-30');
  });

  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-01', 40)).toBe('2026-12-11');
    expect(daysBetween('2026-11-01', '2026-12-11')).toBe(40);
    expect(daysBetween('2026-12-11', '2026-11-01')).toBe(-40);
  });

  it('accepts only real days', () => {
    expect(isDay('2026-12-01')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('2026-12-01T00:00')).toBe(false);
    expect(() => addDays('2026-13-01', 1)).toThrow();
  });

  it('finds local midnight, also on daylight-saving days', () => {
    expect(startOfDay('2026-12-01', 'Asia/Shanghai').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(startOfDay('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('knows the zones of the runtime', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

const at = (iso: string) => new Date(iso).getTime();

describe('the start of the day an instant falls on', () => {
  it('finds midnight in Shanghai (UTC+8, no DST), also just after and before it', () => {
    expect(startOfDayMs(at('2026-11-01T04:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-10-31T16:00:00Z'));
    expect(startOfDayMs(at('2026-10-31T16:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-10-31T16:00:00Z'));
    expect(startOfDayMs(at('2026-10-31T15:59:59Z'), 'Asia/Shanghai')).toBe(at('2026-10-30T16:00:00Z'));
    expect(startOfDayMs(at('2026-11-01T15:59:59.999Z'), 'Asia/Shanghai')).toBe(at('2026-10-31T16:00:00Z'));
  });

  it('is midnight UTC in UTC', () => {
    expect(startOfDayMs(at('2026-03-05T23:59:59.999Z'), 'UTC')).toBe(at('2026-03-05T00:00:00Z'));
    expect(startOfDayMs(at('2026-11-01T04:00:00Z'), 'UTC')).toBe(at('2026-11-01T00:00:00Z'));
  });

  it('handles zones behind UTC and the days daylight saving starts and ends', () => {
    expect(startOfDayMs(at('2026-07-01T02:00:00Z'), 'America/New_York')).toBe(at('2026-06-30T04:00:00Z'));
    // 8 March 2026: New York moves from UTC-5 to UTC-4 at 02:00 local; the day began at 05:00 UTC.
    expect(startOfDayMs(at('2026-03-08T20:00:00Z'), 'America/New_York')).toBe(at('2026-03-08T05:00:00Z'));
    expect(startOfDayMs(at('2026-03-08T12:00:00Z'), 'America/New_York')).toBe(at('2026-03-08T05:00:00Z'));
    // 25 October 2026: Berlin moves from UTC+2 to UTC+1; the day began at 22:00 UTC the day before.
    expect(startOfDayMs(at('2026-10-25T12:00:00Z'), 'Europe/Berlin')).toBe(at('2026-10-24T22:00:00Z'));
  });
});
