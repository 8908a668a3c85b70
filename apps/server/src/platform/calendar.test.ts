import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, isDay, isTimeZone, startOfDay } from './calendar';

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
