import { describe, expect, it } from 'vitest';
import { startOfDayMs } from './day-start';

const at = (iso: string) => new Date(iso).getTime();

describe('startOfDayMs', () => {
  it('finds midnight in Shanghai (UTC+8, no DST), also just after and before it', () => {
    expect(startOfDayMs(at('2026-11-01T04:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-10-31T16:00:00Z'));
    expect(startOfDayMs(at('2026-10-31T16:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-10-31T16:00:00Z'));
    expect(startOfDayMs(at('2026-10-31T15:59:59Z'), 'Asia/Shanghai')).toBe(at('2026-10-30T16:00:00Z'));
  });

  it('is midnight UTC in UTC', () => {
    expect(startOfDayMs(at('2026-03-05T23:59:59.999Z'), 'UTC')).toBe(at('2026-03-05T00:00:00Z'));
  });

  it('handles zones behind UTC and the days daylight saving starts and ends', () => {
    expect(startOfDayMs(at('2026-07-01T02:00:00Z'), 'America/New_York')).toBe(at('2026-06-30T04:00:00Z'));
    // 8 March 2026: New York moves from UTC-5 to UTC-4 at 02:00 local; the day began at 05:00 UTC.
    expect(startOfDayMs(at('2026-03-08T20:00:00Z'), 'America/New_York')).toBe(at('2026-03-08T05:00:00Z'));
    // 25 October 2026: Berlin moves from UTC+2 to UTC+1; the day began at 22:00 UTC the day before.
    expect(startOfDayMs(at('2026-10-25T12:00:00Z'), 'Europe/Berlin')).toBe(at('2026-10-24T22:00:00Z'));
  });
});
