import { sysConfigResponse } from '@mcc/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languages } from '../../platform/i18n/language';
import type { SettingsService } from './settings-service';

export const APP_VERSION = '1.0.1';
export const APP_VERSION_CODE = 101;

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/common/sysConfig',
    { schema: { tags: ['common'], summary: 'Public settings', querystring: z.strictObject({}), response: { 200: sysConfigResponse } } },
    async (_request, reply) => {
      const s = await settings.all();
      return reply.ok({
        site_name: s.site_name,
        version: APP_VERSION,
        version_code: APP_VERSION_CODE,
        service_contact: s.service_contact,
        deposit_network: s.deposit_network,
        deposit_address: s.deposit_address,
        withdraw_fee: s.withdraw_fee,
        withdraw_min: s.withdraw_min,
        languages: [...languages],
        default_language: 'zh-Hans',
      });
    },
  );
};
