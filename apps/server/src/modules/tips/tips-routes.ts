import { orderTipsResponse, readTipsQuery, readTipsResponse } from '@mcc/contract/tips';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { memberScope } from '../../platform/http/member-auth';
import { platformMessages } from '../../platform/http/messages';
import { refuse } from '../../platform/http/refusal';
import type { OrderTips } from './tips-service';

const security = [{ token: [] }];

/** The member's unread order tips (both calls are silent on the client). */
export const tipsRoutes: FastifyPluginAsyncZod<{ tips: OrderTips; memberSessions: MemberSessions; clock: Clock }> = async (
  base,
  { tips, memberSessions },
) => {
  memberScope(base, memberSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['tips'];

  app.get(
    '/api/order/tips',
    {
      schema: {
        tags,
        security,
        summary: 'The newest unread order tips and the unread count',
        querystring: z.strictObject({}),
        response: { 200: orderTipsResponse },
      },
    },
    async (request, reply) => {
      const { rows, unread } = await tips.unread(request.member.userId, request.language);
      const list = rows.map((t) => ({
        id: Number(t.id),
        kind: t.kind,
        title: t.title,
        text: t.text,
        ref_type: t.refType,
        ref_id: t.refId,
        created_at: Math.floor(Number(t.createdAt) / 1000),
      }));
      return reply.ok({ list, unread });
    },
  );

  app.get(
    '/api/order/readTips',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one of my tips read (?id) or all (?all=1)',
        querystring: readTipsQuery,
        response: { 200: readTipsResponse },
      },
    },
    async (request, reply) => {
      const { id, all } = request.query;
      if (id === undefined && all === undefined) refuse(platformMessages.missingField, { field: 'id' }, 'id');
      const unread = await tips.markRead(request.member.userId, all ? 'all' : BigInt(id ?? 0));
      return reply.ok({ unread });
    },
  );
};
