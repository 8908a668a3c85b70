import { tipsApi } from '@mcc/contract/tips';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { OrderTips } from './tips-service';

/** The member's unread order tips (registered in the members' scope; both calls are silent on the client). */
export const tipsRoutes: FastifyPluginAsync<{ tips: OrderTips }> = async (app, { tips }) => {
  route(app, tipsApi.tips, async (_, request) => tips.unread(request.member.userId, request.language));
  route(app, tipsApi.read, async (query, request) => tips.markRead(request.member.userId, query));
};
