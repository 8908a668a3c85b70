import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { isSettingKey, type SettingKey, type Settings, settingDefinitions, settingKeys } from './definitions';
import { SettingsRepository } from './settings-repository';

/**
 * How long a snapshot of every setting is served from memory. A change made through this process is
 * seen at once; one made by another server process on the same database is seen within this time.
 */
export const SETTINGS_FRESH_MS = 1000;

interface Snapshot {
  /** Monotonic time it was read (decides only when to read again; not domain time). */
  at: number;
  settings: Promise<Settings>;
}

/** One snapshot per database handle, shared by every SettingsService on that handle. */
const snapshots = new WeakMap<Kysely<DB>, Snapshot>();

/** Reads and writes the operator's settings; a stored value that no longer parses falls back to the default. */
export class SettingsService {
  readonly #settings = new SettingsRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /**
   * Every setting. Read from memory when this handle read them less than SETTINGS_FRESH_MS ago; inside
   * a transaction always from the database, so a money rule is read in the transaction that applies it.
   * The result is frozen: callers share it.
   */
  all(): Promise<Settings> {
    if (this.db.isTransaction) return this.#read();
    const now = performance.now();
    const cached = snapshots.get(this.db);
    if (cached && now - cached.at < SETTINGS_FRESH_MS) return cached.settings;
    const settings = this.#read();
    const snapshot = { at: now, settings };
    snapshots.set(this.db, snapshot);
    // A failed read is not remembered.
    settings.catch(() => {
      if (snapshots.get(this.db) === snapshot) snapshots.delete(this.db);
    });
    return settings;
  }

  /** Every setting as stored now, never from memory (for an audit row's `before`). */
  current(): Promise<Settings> {
    return this.#read();
  }

  /** Drops the snapshot; call after a transaction that stored settings through `set(values, trx)` commits. */
  forget(): void {
    snapshots.delete(this.db);
  }

  async #read(): Promise<Settings> {
    const rows = await this.#settings.all(this.db);
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const result: Record<string, unknown> = {};
    for (const key of settingKeys) result[key] = this.#decode(key, stored.get(key));
    return Object.freeze(result) as Settings;
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return this.#decode(key, await this.#settings.value(this.db, key)) as Settings[K];
  }

  /** Every setting with its current value and when it was last stored (null = never, the default applies). */
  async list(): Promise<Array<{ key: SettingKey; value: unknown; updatedAt: bigint | null }>> {
    const rows = await this.#settings.all(this.db);
    const stored = new Map(rows.map((r) => [r.key, r]));
    return settingKeys.map((key) => {
      const row = stored.get(key);
      return { key, value: this.#decode(key, row?.value), updatedAt: row?.updated_at ?? null };
    });
  }

  /**
   * Stores settings after checking each against its definition; throws on an unknown key or a bad value.
   * Pass a transaction to store them together with something else (the console's audit row).
   */
  async set(values: Partial<Record<string, unknown>>, trx: Executor = this.db): Promise<void> {
    const now = BigInt(this.clock.now().getTime());
    const entries = Object.entries(values).map(([key, value]) => {
      if (!isSettingKey(key)) throw new Error(`unknown setting ${key}`);
      const parsed = settingDefinitions[key].schema.parse(value);
      return { key, value: JSON.stringify(parsed), updated_at: now };
    });
    if (entries.length === 0) return;
    await this.#settings.put(trx, entries);
    // After the write, so a read that raced it is not served for the next second. Within a
    // transaction the caller forgets again once it commits.
    snapshots.delete(this.db);
  }

  #decode(key: SettingKey, raw: string | undefined): unknown {
    const definition = settingDefinitions[key];
    if (raw === undefined) return definition.default;
    try {
      const parsed = definition.schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : definition.default;
    } catch {
      return definition.default;
    }
  }
}
