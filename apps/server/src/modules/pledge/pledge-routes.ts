import { pledgeApi } from '@mcc/contract/pledge';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { PledgeService } from './pledge-service';

/** AI quant staking for members: products, subscribe, orders, totals, earnings, redeem (registered in the members' scope). */
export const pledgeRoutes: FastifyPluginAsync<{ pledge: PledgeService }> = async (app, { pledge }) => {
  route(app, pledgeApi.index, async (_, request) => pledge.index(request.member.userId, request.language));
  moneyRoute(app, pledgeApi.add, pledge.subscribe);
  route(app, pledgeApi.orders, async (query, request) => pledge.orders(request.member.userId, request.language, query));
  route(app, pledgeApi.total, async (_, request) => pledge.total(request.member.userId));
  route(app, pledgeApi.earnings, async (query, request) => pledge.earnings(request.member.userId, request.language, query));
  moneyRoute(app, pledgeApi.redeem, pledge.redeem);
};
