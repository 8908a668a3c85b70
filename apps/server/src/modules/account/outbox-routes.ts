import { accountApi } from '@mcc/contract/account';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../platform/http/routes';
import type { OutboxService } from './outbox-service';

/** Demo mode only (not registered in production): the codes "sent" to a mobile or email, newest first. */
export const outboxRoutes: FastifyPluginAsync<{ outbox: OutboxService }> = async (app, { outbox }) => {
  route(app, accountApi.outbox, async (query) => outbox.sentTo(query.to));
};
