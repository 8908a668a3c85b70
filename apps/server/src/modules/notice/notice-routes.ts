import { adminNoticeApi, noticeApi } from '@mcc/contract/notice';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { NoticeService } from './notice-service';

/** The members' notices: the home banner, the list and a notice's page (registered in the members' scope). */
export const noticeRoutes: FastifyPluginAsync<{ notices: NoticeService }> = async (app, { notices }) => {
  route(app, noticeApi.banner, async (_, request) => notices.banner(request.member.userId, request.language));
  route(app, noticeApi.list, async (query, request) => notices.list(request.member.userId, request.language, query.page));
  route(app, noticeApi.detail, async (query, request) => notices.detail(request.member.userId, request.language, BigInt(query.id)));
};

/** The console's notices: list, create or edit, delete (registered in the console's scope). */
export const noticeAdminRoutes: FastifyPluginAsync<{ notices: NoticeService }> = async (app, { notices }) => {
  route(app, adminNoticeApi.list, async (query) => notices.adminList(query.page));
  route(app, adminNoticeApi.save, async (body, request) => notices.save(request.operator, request.ip, body));
  route(app, adminNoticeApi.remove, async (body, request) => notices.remove(request.operator, request.ip, body));
};
