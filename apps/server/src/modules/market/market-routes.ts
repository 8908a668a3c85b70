import { adminMarketApi } from '@mcc/contract/admin-market';
import { marketApi } from '@mcc/contract/market';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { MarketAdminService } from './market-admin-service';
import type { MarketService } from './market-service';

/** The members' market calls (registered in the members' scope). */
export const marketRoutes: FastifyPluginAsync<{ market: MarketService }> = async (app, { market }) => {
  route(app, marketApi.price, () => market.price());
  route(app, marketApi.quote, (query) => market.quote(query.side, query.amount));
  moneyRoute(app, marketApi.buy, market.buy);
  moneyRoute(app, marketApi.sell, market.sell);
  route(app, marketApi.history, (query) => market.history(query.interval));
  route(app, marketApi.record, (query, request) => market.records(request.member.userId, query));
};

/** The console's market calls (registered in the console's scope). */
export const marketAdminRoutes: FastifyPluginAsync<{ marketAdmin: MarketAdminService }> = async (app, { marketAdmin }) => {
  route(app, adminMarketApi.pool, () => marketAdmin.pool());
  moneyRoute(app, adminMarketApi.addLiquidity, marketAdmin.addLiquidity);
  moneyRoute(app, adminMarketApi.removeLiquidity, marketAdmin.removeLiquidity);
  route(app, adminMarketApi.setFee, (body, request) => marketAdmin.setFee(request.operator, request.ip, body));
  route(app, adminMarketApi.setPaused, (body, request) => marketAdmin.setPaused(request.operator, request.ip, body));
  route(app, adminMarketApi.trades, (query) => marketAdmin.trades(query));
  route(app, adminMarketApi.liquidity, (query) => marketAdmin.liquidity(query));
};
