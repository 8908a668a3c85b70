import { type CodeEvent, emsSendBody, memberCodeEvents, nullResponse, smsSendBody } from '@mcc/contract/account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { sendEnvelope } from '../../platform/http/envelope';
import { platformMessages } from '../../platform/http/messages';
import type { Channel } from '../../platform/mail/sender';
import type { CodeService } from './code-service';
import { normalizeEmail } from './identifiers';

export interface CodeRoutesOptions {
  codes: CodeService;
  memberSessions: MemberSessions;
  clock: Clock;
}

export const codeRoutes: FastifyPluginAsyncZod<CodeRoutesOptions> = async (app, { codes, memberSessions, clock }) => {
  /** Sends one code; member events answer 401 without a live token. */
  async function send(request: FastifyRequest, reply: FastifyReply, channel: Channel, target: string, event: CodeEvent) {
    let memberId: bigint | undefined;
    if (memberCodeEvents.includes(event)) {
      const header = request.headers.token;
      const session = typeof header === 'string' && header ? await memberSessions.resolve(header) : null;
      if (!session) return sendEnvelope(reply, request, clock, 401, { code: 401, text: platformMessages.unauthorized });
      memberId = session.userId;
    }
    await codes.send({ channel, target, event, ip: request.ip, language: request.language, memberId });
    return reply.ok(null);
  }

  app.post(
    '/api/sms/send',
    {
      schema: {
        tags: ['account'],
        summary: 'Send a verification code by SMS (register, resetpwd public; the rest need the header token)',
        body: smsSendBody,
        response: { 200: nullResponse },
      },
    },
    async (request, reply) => send(request, reply, 'sms', request.body.mobile, request.body.event),
  );

  app.post(
    '/api/ems/send',
    {
      schema: {
        tags: ['account'],
        summary: 'Send a verification code by email (register, resetpwd public; the rest need the header token)',
        body: emsSendBody,
        response: { 200: nullResponse },
      },
    },
    async (request, reply) => send(request, reply, 'email', normalizeEmail(request.body.email), request.body.event),
  );
};
