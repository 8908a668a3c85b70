import { sysConfigResponse } from '@mcc/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { sendOkJson } from '../../platform/http/envelope';
import { languages } from '../../platform/i18n/language';
import { type PublicSettingKey, type Settings, settingDefinitions, settingKeys } from './definitions';
import type { SettingsService } from './settings-service';

export const APP_VERSION = '1.0.1';
export const APP_VERSION_CODE = 101;

/** What sysConfig publishes of a settings snapshot, checked against the contract. */
export function sysConfigData(all: Settings) {
  const published = Object.fromEntries(settingKeys.filter((key) => settingDefinitions[key].public).map((key) => [key, all[key]]));
  return sysConfigResponse.shape.data.parse({
    ...(published as Pick<Settings, PublicSettingKey>),
    version: APP_VERSION,
    version_code: APP_VERSION_CODE,
    languages: [...languages],
    default_language: 'zh-Hans',
  });
}

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; clock: Clock }> = async (app, { settings, clock }) => {
  // Every app start asks for sysConfig: its data is made once per settings snapshot and sent as ready JSON.
  const made = new WeakMap<Settings, string>();
  app.get(
    '/api/common/sysConfig',
    { schema: { tags: ['common'], summary: 'Public settings', querystring: z.strictObject({}), response: { 200: sysConfigResponse } } },
    async (_request, reply) => {
      const all = await settings.all();
      let json = made.get(all);
      if (json === undefined) {
        json = JSON.stringify(sysConfigData(all));
        made.set(all, json);
      }
      return sendOkJson(reply, clock, json);
    },
  );
};
