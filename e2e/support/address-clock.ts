import { changeJourneyDatabase } from './journey-db';

/**
 * Lets a saved withdrawal address's wait run out without waiting for it: moves the address's saving
 * time back by `hours`, in this journey's own database (support/global-setup.ts), as lot-clock.ts
 * does for a lot. The server reads the wait from that time and the setting `security_hold_hours`.
 */
export function ageSavedAddress(address: string, hours: number): void {
  changeJourneyDatabase((db) => {
    const moved = db
      .prepare('UPDATE withdraw_addresses SET created_at = created_at - @ms WHERE address = @address')
      .run({ ms: hours * 3_600_000, address });
    if (moved.changes !== 1) throw new Error(`no saved address ${address}`);
  });
}
