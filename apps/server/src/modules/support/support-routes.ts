import { adminSupportApi } from '@mcc/contract/admin-support';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { SupportService } from './support-service';

/** Support actions on a member, registered in the console's scope (operator token and `members.support`). */
export const supportRoutes: FastifyPluginAsync<{ support: SupportService }> = async (app, o) => {
  route(app, adminSupportApi.state, (query) => o.support.state(BigInt(query.user_id)));
  route(app, adminSupportApi.resetPassword, (body, request) => o.support.resetPassword(request.operator, request.ip, body));
  route(app, adminSupportApi.resetPayPassword, (body, request) => o.support.resetPayPassword(request.operator, request.ip, body));
  route(app, adminSupportApi.resetTotp, (body, request) => o.support.resetTotp(request.operator, request.ip, body));
  route(app, adminSupportApi.endSessions, (body, request) => o.support.endSessions(request.operator, request.ip, body));
  route(app, adminSupportApi.unlockLogin, (body, request) => o.support.unlockLogin(request.operator, request.ip, body));
  route(app, adminSupportApi.unlockPayPassword, (body, request) => o.support.unlockPayPassword(request.operator, request.ip, body));
};
