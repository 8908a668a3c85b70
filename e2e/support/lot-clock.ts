import { changeJourneyDatabase } from './journey-db';

/**
 * Lets a lot's time run out without waiting for it: moves the whole lot back in time by what was
 * left of it, in this journey's own database (support/global-setup.ts), so it ended a moment ago.
 * The server then closes it as it closes any lot that has ended: by its sweeper within seconds, or
 * by the jobs.
 */
export function endLotNow(lotId: number | string): void {
  changeJourneyDatabase((db) => {
    const moved = db
      .prepare(
        `UPDATE auction_lots SET starts_at = starts_at - (ends_at - @past), original_ends_at = original_ends_at - (ends_at - @past),
           ends_at = @past WHERE id = @id AND status = 'open'`,
      )
      .run({ past: Date.now() - 1000, id: Number(lotId) });
    if (moved.changes !== 1) throw new Error(`lot ${lotId} is not open`);
  });
}
