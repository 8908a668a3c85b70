import type { Executor } from '../../platform/db/executor';

/** The browsers (hashes of their user agents) each member has signed in from. */
export class DeviceRepository {
  async hashesOf(db: Executor, userId: bigint): Promise<string[]> {
    const rows = await db.selectFrom('member_devices').select('device_hash').where('user_id', '=', userId).execute();
    return rows.map((row) => row.device_hash);
  }

  /** Records a browser; false when another sign-in recorded it first. */
  async add(db: Executor, userId: bigint, hash: string, now: bigint): Promise<boolean> {
    const inserted = await db
      .insertInto('member_devices')
      .values({ user_id: userId, device_hash: hash, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }
}
