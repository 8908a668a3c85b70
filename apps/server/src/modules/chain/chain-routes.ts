import { adminChainApi, chainApi } from '@mcc/contract/chain';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { ChainService } from './chain-service';

export interface ChainRoutesOptions {
  chain: ChainService;
}

/** The members' automatic recharge calls (members' scope). */
export const chainRoutes: FastifyPluginAsync<ChainRoutesOptions> = async (app, o) => {
  route(app, chainApi.autoRecharge, async (_body, request) => o.chain.autoRecharge(request.member.userId));
  route(app, chainApi.deposits, async (query, request) => o.chain.deposits(request.member.userId, query, request.language));
};

/** The console's chain calls (operators' scope). */
export const chainAdminRoutes: FastifyPluginAsync<ChainRoutesOptions> = async (app, o) => {
  route(app, adminChainApi.networks, async () => o.chain.networks());
  route(app, adminChainApi.saveNetwork, async (body, request) => o.chain.saveNetwork(request.operator, request.ip, body));
  route(app, adminChainApi.deposits, async (query, request) => o.chain.adminDeposits(query, request.language));
  route(app, adminChainApi.payouts, async () => o.chain.payouts());
  moneyRoute(app, adminChainApi.reconcilePayout, o.chain.reconcilePayout);
  route(app, adminChainApi.sweep, async () => o.chain.sweep());
};
