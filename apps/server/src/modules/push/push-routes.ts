import { pushApi } from '@mcc/contract/push';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { PushService } from './push-service';

/** The member's push subscriptions (registered in the members' scope). */
export const pushRoutes: FastifyPluginAsync<{ push: PushService }> = async (app, { push }) => {
  route(app, pushApi.subscribe, async (body, request) => push.subscribe(request.member.userId, request.language, body));
  route(app, pushApi.unsubscribe, async (body, request) => push.unsubscribe(request.member.userId, body));
  route(app, pushApi.subscriptions, async (_, request) => push.list(request.member.userId));
};
