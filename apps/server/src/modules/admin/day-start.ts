const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone, read back as if they were UTC. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * The instant (Unix ms) at which the calendar day containing `ms` began in `timeZone`, e.g. the
 * start of "today" for the dashboard's new-members figure. Handles zones with daylight saving.
 */
export function startOfDayMs(ms: number, timeZone: string): number {
  // The formatter drops milliseconds; add them back so `wall - ms` is exactly the zone's offset.
  const wall = wallClockAsUtc(ms, timeZone) + (((ms % 1000) + 1000) % 1000);
  const midnightWall = wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
  // First guess with the offset of now, then correct by the offset at that guess (they differ on a DST day).
  let guess = midnightWall - (wall - ms);
  guess = midnightWall - (wallClockAsUtc(guess, timeZone) - guess);
  return guess;
}
