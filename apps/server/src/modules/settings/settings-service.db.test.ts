import { commonApi, sysConfigResponse } from '@mcc/contract/common';
import { describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { setSettings, useTestApp } from '../../../test/test-app';
import { systemClock } from '../../platform/clock';
import { openDatabase } from '../../platform/db/database';
import { SETTINGS_FRESH_MS, SettingsService } from './settings-service';

const t = useTestApp();

const sysConfig = async () => (await getFrom(t, commonApi.sysConfig)).body;

describe('settings snapshots', () => {
  it('answers sysConfig in the contract shape, and shows a change made through any service on the handle at once', async () => {
    const before = await sysConfig();
    expect(sysConfigResponse.parse(before)).toEqual(before);
    await setSettings(t, { site_name: 'MCC Prime', withdraw_fee: '2.50' });
    const after = await sysConfig();
    expect(after.data.site_name).toBe('MCC Prime');
    expect(after.data.withdraw_fee).toBe('2.50');
    expect(after.time).toBe(Math.floor(t.clock.now().getTime() / 1000));
  });

  it('reads inside a transaction from the database, seeing the transaction’s own write', async () => {
    const settings = new SettingsService(t.database.db, t.clock);
    await settings.all();
    await t.database.db.transaction().execute(async (trx) => {
      await settings.set({ withdraw_min: '25.00' }, trx);
      expect((await new SettingsService(trx, t.clock).all()).withdraw_min).toBe('25.00');
    });
    settings.forget();
    expect((await settings.all()).withdraw_min).toBe('25.00');
  });

  it('sees a change made by another server process within SETTINGS_FRESH_MS', async () => {
    const ours = new SettingsService(t.database.db, t.clock);
    expect((await ours.all()).service_contact).not.toBe('desk@other.process');
    // Another process: its own handle on the same database.
    const other = openDatabase(t.config.database);
    try {
      await new SettingsService(other.db, systemClock).set({ service_contact: 'desk@other.process' });
    } finally {
      await other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_FRESH_MS + 50));
    expect((await ours.all()).service_contact).toBe('desk@other.process');
    expect((await sysConfig()).data.service_contact).toBe('desk@other.process');
  });

  it('hands out a frozen snapshot, so no caller can change another’s', async () => {
    const all = await new SettingsService(t.database.db, t.clock).all();
    expect(Object.isFrozen(all)).toBe(true);
  });
});
