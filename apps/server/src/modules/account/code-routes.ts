import { accountApi, type CodeEvent, memberCodeEvents } from '@mcc/contract/account';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import { sendEnvelope } from '../../platform/http/envelope';
import { platformMessages } from '../../platform/http/messages';
import { answered, route } from '../../platform/http/routes';
import type { Channel } from '../../platform/mail/sender';
import type { CodeService } from './code-service';

export interface CodeRoutesOptions {
  codes: CodeService;
  memberSessions: MemberSessions;
}

/**
 * Sending verification codes (public). The events of a signed-in member (changing a contact, the
 * pay password, a withdrawal) still need a live token, checked here because the same call serves both.
 */
export const codeRoutes: FastifyPluginAsync<CodeRoutesOptions> = async (app, { codes, memberSessions }) => {
  async function send(request: FastifyRequest, reply: FastifyReply, channel: Channel, target: string, event: CodeEvent) {
    let memberId: bigint | undefined;
    if (memberCodeEvents.includes(event)) {
      const header = request.headers.token;
      const session = typeof header === 'string' && header ? await memberSessions.resolve(header) : null;
      if (!session)
        return answered(sendEnvelope(reply, request, app.platform.clock, 401, { code: 401, text: platformMessages.unauthorized }));
      memberId = session.userId;
    }
    await codes.send({ channel, target, event, ip: request.ip, language: request.language, memberId });
    return null;
  }

  route(app, accountApi.smsSend, async (body, request, reply) => send(request, reply, 'sms', body.mobile, body.event));
  route(app, accountApi.emsSend, async (body, request, reply) => send(request, reply, 'email', body.email, body.event));
};
