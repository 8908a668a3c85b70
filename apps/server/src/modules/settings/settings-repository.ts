import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import type { SettingTable } from '../../platform/db/schema';

export type SettingRow = Selectable<SettingTable>;

/** The stored settings: one row per key, its value as JSON text. */
export class SettingsRepository {
  all(db: Executor): Promise<SettingRow[]> {
    return db.selectFrom('settings').selectAll().execute();
  }

  async value(db: Executor, key: string): Promise<string | undefined> {
    const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  /** Stores each row, replacing the key's value when it is already stored. */
  async put(db: Executor, rows: Insertable<SettingTable>[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('settings')
      .values(rows)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .execute();
  }
}
