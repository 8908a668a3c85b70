import { opsApi } from '@mcc/contract/ops';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { OpsService } from './ops-service';

/** The console's health at a glance (registered in the console's scope; `dashboard.read`). */
export const opsRoutes: FastifyPluginAsync<{ ops: OpsService }> = async (app, { ops }) => {
  route(app, opsApi.health, () => ops.health());
};
