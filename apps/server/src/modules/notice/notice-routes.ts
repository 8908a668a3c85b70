import {
  adminNoticeBody,
  adminNoticeDeleteBody,
  adminNoticeDeleteResponse,
  adminNoticeListQuery,
  adminNoticeListResponse,
  adminNoticeResponse,
  noticeBannerResponse,
  noticeDetailQuery,
  noticeDetailResponse,
  noticeListQuery,
  noticeListResponse,
} from '@mcc/contract/notice';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { OperatorSessions } from '../../platform/auth/operator-sessions';
import type { Clock } from '../../platform/clock';
import { pageOf } from '../../platform/db/executor';
import { memberScope } from '../../platform/http/member-auth';
import { operatorScope, permit } from '../../platform/http/operator-auth';
import { ADMIN_NOTICE_PAGE_SIZE, type AdminNoticeRow, type MemberNotice, NOTICE_PAGE_SIZE, type NoticeService } from './notice-service';

const seconds = (ms: bigint) => Math.floor(Number(ms) / 1000);
const security = [{ token: [] }];

function memberView(n: MemberNotice) {
  return { id: Number(n.id), title: n.title, summary: n.summary, pinned: n.pinned, publish_time: seconds(n.publishAt), read: n.read };
}

function adminView(n: AdminNoticeRow) {
  return {
    id: Number(n.id),
    title: n.title,
    content: n.content,
    pinned: n.pinned,
    publish_at: seconds(n.publishAt),
    reads: n.reads,
    created_at: seconds(n.createdAt),
    updated_at: seconds(n.updatedAt),
  };
}

/** The members' notices: the home banner, the list and a notice's page. */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService; memberSessions: MemberSessions; clock: Clock }> = async (
  base,
  { notices, memberSessions },
) => {
  memberScope(base, memberSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['notice'];

  app.get(
    '/api/index/notice',
    {
      schema: {
        tags,
        security,
        summary: 'The home banner: the pinned or newest notice, the first few, and the unread count',
        querystring: z.strictObject({}),
        response: { 200: noticeBannerResponse },
      },
    },
    async (request, reply) => {
      const { rows, unread } = await notices.banner(request.member.userId, request.language);
      const list = rows.map(memberView);
      return reply.ok({ notice: list[0] ?? null, list, unread });
    },
  );

  app.get(
    '/api/index/noticeList',
    {
      schema: {
        tags,
        security,
        summary: 'Published notices, pinned first',
        querystring: noticeListQuery,
        response: { 200: noticeListResponse },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const userId = request.member.userId;
      const { rows, total } = await notices.list(userId, request.language, page);
      return reply.ok({ ...pageOf(rows.map(memberView), total, page, NOTICE_PAGE_SIZE), unread: await notices.unreadCount(userId) });
    },
  );

  app.get(
    '/api/index/detail',
    {
      schema: {
        tags,
        security,
        summary: 'One notice (marks it read)',
        querystring: noticeDetailQuery,
        response: { 200: noticeDetailResponse },
      },
    },
    async (request, reply) => {
      const notice = await notices.detail(request.member.userId, request.language, BigInt(request.query.id));
      return reply.ok({ ...memberView(notice), content: notice.content });
    },
  );
};

/** The console's notices: list, create or edit, delete. Needs `content.write`. */
export const noticeAdminRoutes: FastifyPluginAsyncZod<{
  notices: NoticeService;
  operatorSessions: OperatorSessions;
  clock: Clock;
}> = async (base, { notices, operatorSessions }) => {
  operatorScope(base, operatorSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const preHandler = permit('content.write');

  app.get(
    '/admin/api/notice/list',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Every notice, newest publish time first',
        querystring: adminNoticeListQuery,
        response: { 200: adminNoticeListResponse },
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const { rows, total } = await notices.adminList(page);
      return reply.ok(pageOf(rows.map(adminView), total, page, ADMIN_NOTICE_PAGE_SIZE));
    },
  );

  app.post(
    '/admin/api/notice/save',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Creates (no id) or updates a notice',
        body: adminNoticeBody,
        response: { 200: adminNoticeResponse },
      },
    },
    async (request, reply) => {
      const { id, title, content, pinned, publish_at } = request.body;
      const saved = await notices.save(request.operator, request.ip, {
        id: id === undefined ? undefined : BigInt(id),
        title,
        content,
        pinned,
        publishAt: BigInt(publish_at) * 1000n,
      });
      return reply.ok(adminView(saved));
    },
  );

  app.post(
    '/admin/api/notice/delete',
    {
      preHandler,
      schema: { tags, security, summary: 'Deletes a notice', body: adminNoticeDeleteBody, response: { 200: adminNoticeDeleteResponse } },
    },
    async (request, reply) => {
      await notices.remove(request.operator, request.ip, BigInt(request.body.id));
      return reply.ok({ id: request.body.id });
    },
  );
};
