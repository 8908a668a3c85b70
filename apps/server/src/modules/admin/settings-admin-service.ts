import type { adminApi } from '@mcc/contract/admin';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { unixSeconds } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import type { AssetRegistry } from '../ledger/assets';
import { isSettingKey, type SettingKey, settingDefinitions } from '../settings/definitions';
import type { SettingsService } from '../settings/settings-service';
import { adminMessages as m } from './admin-messages';
import type { AuditLog } from './audit-log';

/** The JSON Schema of a setting's value, for the console's form; empty when zod cannot express it. */
export function settingJsonSchema(key: SettingKey): Record<string, unknown> {
  try {
    const { $schema: _, ...schema } = z.toJSONSchema(settingDefinitions[key].schema, { unrepresentable: 'any' }) as Record<string, unknown>;
    return schema;
  } catch {
    return {};
  }
}

/**
 * Parses a batch of setting values against their definitions, refusing the first unknown key or
 * bad value by name; returns the parsed values, in the types the definitions give them.
 */
export function parseSettingValues(values: Record<string, unknown>): Partial<Record<SettingKey, unknown>> {
  const parsed: Partial<Record<SettingKey, unknown>> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isSettingKey(key)) refuse(m.unknownSetting, { field: key }, key);
    const result = settingDefinitions[key].schema.safeParse(value);
    if (!result.success) refuse(m.invalidSetting, { field: key }, key);
    parsed[key] = result.data;
  }
  return parsed;
}

/** Settings as the console sees them: every definition with its value, and audited writes. */
export class SettingsAdminService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly settings: SettingsService,
    private readonly audit: AuditLog,
    private readonly assets: AssetRegistry,
  ) {}

  async list(): Promise<DataOf<typeof adminApi.settings>> {
    const current = await this.settings.list();
    return {
      list: current.map(({ key, value, updatedAt }) => ({
        key,
        value,
        default: settingDefinitions[key].default,
        public: settingDefinitions[key].public,
        schema: settingJsonSchema(key),
        updated_at: unixSeconds(updatedAt),
      })),
    };
  }

  /** Stores the values that differ from the current ones, with one audit row holding before and after. */
  async save(
    actor: OperatorSession,
    ip: string,
    input: ParsedOf<typeof adminApi.saveSettings>,
  ): Promise<DataOf<typeof adminApi.saveSettings>> {
    const { values } = input;
    if (Object.keys(values).length === 0) refuse(m.nothingToSave, {}, 'values');
    const parsed = parseSettingValues(values);
    await this.#checkScales(parsed);
    // Read before the transaction: on SQLite a read outside it would wait for the transaction's own connection.
    const current = await this.settings.current();
    const changed = (Object.keys(parsed) as SettingKey[]).filter((key) => JSON.stringify(current[key]) !== JSON.stringify(parsed[key]));
    if (changed.length === 0) return { changed: [] };
    const before = Object.fromEntries(changed.map((key) => [key, current[key]]));
    const after = Object.fromEntries(changed.map((key) => [key, parsed[key]]));
    await this.db.transaction().execute(async (trx) => {
      await this.settings.set(after, trx);
      await this.audit.record(
        actor,
        ip,
        { action: 'settings.update', targetType: 'settings', targetId: changed.join(','), before, after },
        trx,
      );
    });
    this.settings.forget();
    return { changed };
  }

  /** Refuses an amount setting with more decimals than its asset's base unit, naming the scale. */
  async #checkScales(parsed: Partial<Record<SettingKey, unknown>>): Promise<void> {
    for (const [key, value] of Object.entries(parsed) as [SettingKey, unknown][]) {
      const definition = settingDefinitions[key];
      if (!('asset' in definition) || typeof value !== 'string') continue;
      const asset = await this.assets.find(definition.asset);
      const decimals = value.split('.')[1]?.length ?? 0;
      if (asset && decimals > asset.scale) refuse(m.settingScale, { field: key, scale: asset.scale, asset: asset.code }, key);
    }
  }
}
