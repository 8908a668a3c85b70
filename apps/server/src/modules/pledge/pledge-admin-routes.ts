import { adminPledgeApi } from '@mcc/contract/pledge';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { PledgeAdminService } from './pledge-admin-service';

/** The console's staking pages: products, orders and the reward pool (registered in the console's scope). */
export const pledgeAdminRoutes: FastifyPluginAsync<{ pledgeAdmin: PledgeAdminService }> = async (app, { pledgeAdmin }) => {
  route(app, adminPledgeApi.products, async () => pledgeAdmin.products());
  route(app, adminPledgeApi.saveProduct, async (body, request) => pledgeAdmin.saveProduct(request.operator, request.ip, body));
  route(app, adminPledgeApi.orders, async (query, request) => pledgeAdmin.orders(query, request.language));
  route(app, adminPledgeApi.pool, async () => pledgeAdmin.pool());
  moneyRoute(app, adminPledgeApi.fundPool, pledgeAdmin.fundPool);
  moneyRoute(app, adminPledgeApi.withdrawPool, pledgeAdmin.withdrawPool);
};
