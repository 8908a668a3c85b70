import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { OperatorSessions } from '../auth/operator-sessions';
import { can, type Permission } from '../auth/roles';
import type { Clock } from '../clock';
import type { Text } from '../i18n/language';
import { sendEnvelope } from './envelope';
import { platformMessages } from './messages';

const forbidden: Text = {
  'zh-Hans': '您的角色没有此操作权限',
  en: 'Your role does not allow this action',
  ja: 'このロールにはこの操作の権限がありません',
  'zh-Hant': '您的角色沒有此操作權限',
};

/** Guards every console route registered in `app`: no live operator token → HTTP 401 `code: 401`. */
export function requireOperator(app: FastifyInstance, sessions: OperatorSessions, clock: Clock): void {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.token;
    const session = typeof header === 'string' && header ? await sessions.resolve(header) : null;
    if (!session) return sendEnvelope(reply, request, clock, 401, { code: 401, text: platformMessages.unauthorized });
    request.operator = session;
  });
}

/** A route's preHandler that refuses (HTTP 403, `code: 0`) an operator whose role lacks the permission. */
export function permit(permission: Permission, clock: Clock): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    if (!can(request.operator.role, permission)) {
      return sendEnvelope(reply, request, clock, 403, { code: 0, text: forbidden, data: { permission } });
    }
  };
}
