import { adminLiabilitiesApi, liabilitiesApi } from '@mcc/contract/liabilities';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { LiabilitiesService } from './liabilities-service';

/** Members: the newest root and their own proof (registered in the members' scope). */
export const liabilitiesRoutes: FastifyPluginAsync<{ liabilities: LiabilitiesService }> = async (app, { liabilities }) => {
  route(app, liabilitiesApi.latest, async () => liabilities.latest());
  route(app, liabilitiesApi.proof, async (_, request) => liabilities.proof(request.member.userId));
};

/** The console: roots, solvency, custody declarations (registered in the console's scope). */
export const liabilitiesAdminRoutes: FastifyPluginAsync<{ liabilities: LiabilitiesService }> = async (app, { liabilities }) => {
  route(app, adminLiabilitiesApi.roots, async (query) => liabilities.roots(query.page));
  route(app, adminLiabilitiesApi.solvency, async () => liabilities.solvency());
  route(app, adminLiabilitiesApi.custody, async (body, request) => liabilities.declareCustody(request.operator, request.ip, body));
};
