import type { MemberSession } from '../auth/member-sessions';
import type { OperatorSession } from '../auth/operator-sessions';
import type { Language } from '../i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    member: MemberSession;
    operator: OperatorSession;
  }
  interface FastifyReply {
    /** Sends `{ code: 1, msg: '', time, data }`. */
    ok<T>(data: T): FastifyReply;
  }
}
