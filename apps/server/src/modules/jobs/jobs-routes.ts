import { jobsApi } from '@mcc/contract/pledge';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { JobsConsole } from './jobs-console';

/** The console's jobs calls (`jobs.run` to see and to run), registered in the console's scope. */
export const jobsRoutes: FastifyPluginAsync<{ jobs: JobsConsole }> = async (app, o) => {
  route(app, jobsApi.status, () => o.jobs.status());
  route(app, jobsApi.run, (body, request) => o.jobs.run(request.operator, request.ip, body));
};
