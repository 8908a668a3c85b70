import { sysConfigResponse } from '@mcc/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languages } from '../../platform/i18n/language';
import { type PublicSettingKey, type Settings, settingDefinitions, settingKeys } from './definitions';
import type { SettingsService } from './settings-service';

export const APP_VERSION = '1.0.1';
export const APP_VERSION_CODE = 101;

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/common/sysConfig',
    { schema: { tags: ['common'], summary: 'Public settings', querystring: z.strictObject({}), response: { 200: sysConfigResponse } } },
    async (_request, reply) => {
      const all = await settings.all();
      const published = Object.fromEntries(settingKeys.filter((key) => settingDefinitions[key].public).map((key) => [key, all[key]]));
      return reply.ok({
        ...(published as Pick<Settings, PublicSettingKey>),
        version: APP_VERSION,
        version_code: APP_VERSION_CODE,
        languages: [...languages],
        default_language: 'zh-Hans',
      });
    },
  );
};
