import { adminContentApi, contentApi } from '@mcc/contract/content';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { ContentService } from './content-service';

/** The content pages for anyone (registered in the public scope: registration links them before sign-in). */
export const contentRoutes: FastifyPluginAsync<{ content: ContentService }> = async (app, { content }) => {
  route(app, contentApi.page, async (query, request) => content.page(query.key, request.language));
};

/** The console's content pages: list and save (registered in the console's scope). */
export const contentAdminRoutes: FastifyPluginAsync<{ content: ContentService }> = async (app, { content }) => {
  route(app, adminContentApi.list, async () => content.adminList());
  route(app, adminContentApi.save, async (body, request) => content.save(request.operator, request.ip, body));
};
