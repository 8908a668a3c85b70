import { sysConfigResponse } from '@mcc/contract/common';
import { languages } from '../../platform/i18n/language';
import { type PublicSettingKey, type Settings, settingDefinitions, settingKeys } from './definitions';
import type { SettingsService } from './settings-service';

export const APP_VERSION = '1.0.1';
export const APP_VERSION_CODE = 101;

/** What sysConfig publishes of a settings snapshot, checked against the contract. */
export function sysConfigData(all: Settings, vapidPublicKey: string) {
  const published = Object.fromEntries(settingKeys.filter((key) => settingDefinitions[key].public).map((key) => [key, all[key]]));
  return sysConfigResponse.shape.data.parse({
    ...(published as Pick<Settings, PublicSettingKey>),
    version: APP_VERSION,
    version_code: APP_VERSION_CODE,
    languages: [...languages],
    default_language: 'zh-Hans',
    vapid_public_key: vapidPublicKey,
  });
}

/** The public settings every client reads on start. */
export class SysConfigService {
  // Every app start asks for them: the data is made once per settings snapshot and kept as ready JSON.
  readonly #made = new WeakMap<Settings, string>();

  constructor(
    private readonly settings: SettingsService,
    /** The Web Push VAPID public key (made and stored on first use when the environment gives none). */
    private readonly vapidPublicKey: () => Promise<string>,
  ) {}

  /** The answer's data as JSON text, already checked against the contract. */
  async json(): Promise<string> {
    const all = await this.settings.all();
    let json = this.#made.get(all);
    if (json === undefined) {
      json = JSON.stringify(sysConfigData(all, await this.vapidPublicKey()));
      this.#made.set(all, json);
    }
    return json;
  }
}
