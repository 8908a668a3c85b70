import Database from 'better-sqlite3';

/**
 * Lets a lot's time run out without waiting for it: moves the whole lot back in time by what was
 * left of it, in this journey's own database (support/global-setup.ts), so it ended a moment ago.
 * The server then closes it as it closes any lot that has ended: by its sweeper within seconds, or
 * by the jobs.
 */
export function endLotNow(lotId: number | string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys start their server in support/global-setup.ts');
  const db = new Database(`${dataDir}/mcc.sqlite`, { timeout: 10_000 });
  try {
    const moved = db
      .prepare(
        `UPDATE auction_lots SET starts_at = starts_at - (ends_at - @past), original_ends_at = original_ends_at - (ends_at - @past),
           ends_at = @past WHERE id = @id AND status = 'open'`,
      )
      .run({ past: Date.now() - 1000, id: Number(lotId) });
    if (moved.changes !== 1) throw new Error(`lot ${lotId} is not open`);
  } finally {
    db.close();
  }
}
