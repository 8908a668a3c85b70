import { totpApi } from '@mcc/contract/totp';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { TotpService } from './totp-service';

/** The signed-in member's second factor: set up, turn on, turn off (registered in the members' scope). */
export const totpRoutes: FastifyPluginAsync<{ totp: TotpService }> = async (app, { totp }) => {
  route(app, totpApi.setup, async (_, request) => totp.setup(request.member.userId));
  route(app, totpApi.enable, async (body, request) => totp.enable(request.member.userId, body.code));
  route(app, totpApi.disable, async (body, request) => totp.disable(request.member.userId, body.code, request.ip));
};
