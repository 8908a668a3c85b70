import { adminCoinmixApi } from '@mcc/contract/admin-coinmix';
import { coinmixApi } from '@mcc/contract/coinmix';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { CoinmixAdminService } from './coinmix-admin-service';
import type { CoinmixService } from './coinmix-service';

/** The members' coin-mix calls (registered in the members' scope). */
export const coinmixRoutes: FastifyPluginAsync<{ coinmix: CoinmixService }> = async (app, { coinmix }) => {
  route(app, coinmixApi.index, (_, request) => coinmix.index(request.member.userId, request.language));
  route(app, coinmixApi.history, () => coinmix.history());
  route(app, coinmixApi.quote, (query) => coinmix.quote(query.side, query.amount));
  moneyRoute(app, coinmixApi.subscribe, coinmix.subscribe);
  moneyRoute(app, coinmixApi.redeem, coinmix.redeem);
  moneyRoute(app, coinmixApi.cancel, coinmix.cancel);
  route(app, coinmixApi.orders, (query, request) => coinmix.orders(request.member.userId, query, request.language));
  route(app, coinmixApi.wallet, (_, request) => coinmix.wallet(request.member.userId));
  route(app, coinmixApi.detail, (query, request) => coinmix.detail(request.member.userId, query.page, request.language));
  moneyRoute(app, coinmixApi.transfer, coinmix.transfer);
  route(app, coinmixApi.withdrawInfo, (_, request) => coinmix.withdrawInfo(request.member.userId));
  moneyRoute(app, coinmixApi.withdraw, coinmix.withdraw);
};

/** The console's coin-mix calls (registered in the console's scope). */
export const coinmixAdminRoutes: FastifyPluginAsync<{ coinmixAdmin: CoinmixAdminService }> = async (app, { coinmixAdmin }) => {
  route(app, adminCoinmixApi.summary, () => coinmixAdmin.summary());
  moneyRoute(app, adminCoinmixApi.postNav, coinmixAdmin.postNav);
  route(app, adminCoinmixApi.navs, (query) => coinmixAdmin.navs(query));
  route(app, adminCoinmixApi.orders, (query) => coinmixAdmin.orders(query));
  moneyRoute(app, adminCoinmixApi.custody, coinmixAdmin.custody);
};
