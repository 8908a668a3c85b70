import { commonApi } from '@mcc/contract/common';
import type { FastifyPluginAsync } from 'fastify';
import { sendOkJson } from '../../platform/http/envelope';
import { answered, route } from '../../platform/http/routes';
import type { SysConfigService } from './sys-config-service';

/** The public settings (public). */
export const settingsRoutes: FastifyPluginAsync<{ sysConfig: SysConfigService }> = async (app, { sysConfig }) => {
  // Sent as the ready JSON, past the response serializer: it was checked against the contract when made.
  route(app, commonApi.sysConfig, async (_, _request, reply) => answered(sendOkJson(reply, app.platform.clock, await sysConfig.json())));
};
