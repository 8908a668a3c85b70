import { adminAuctionApi } from '@mcc/contract/admin-auction';
import { auctionApi } from '@mcc/contract/auction';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { AuctionModule } from './auction-module';

/** The members' auction calls (registered in the members' scope). */
export const auctionRoutes: FastifyPluginAsync<{ auction: AuctionModule }> = async (app, { auction }) => {
  const { lots, bids, orders, appeals } = auction;
  route(app, auctionApi.index, async (query, request) => lots.index(query.page, request.language));
  route(app, auctionApi.detail, async (query, request) => lots.detail(request.member.userId, BigInt(query.id), request.language));
  route(app, auctionApi.add, async (body, request) => lots.add(request.member.userId, body));
  moneyRoute(app, auctionApi.bid, bids.bid);
  route(app, auctionApi.orders, async (query, request) => orders.orders(request.member.userId, query, request.language));
  route(app, auctionApi.order, async (query, request) => orders.order(request.member.userId, BigInt(query.id), request.language));
  route(app, auctionApi.coupons, async (query, request) => lots.coupons(request.member.userId, query, request.language));
  route(app, auctionApi.coupon, async (query, request) => lots.coupon(request.member.userId, BigInt(query.id), request.language));
  moneyRoute(app, auctionApi.pay, orders.pay);
  moneyRoute(app, auctionApi.confirm, orders.confirm);
  route(app, auctionApi.feedback, async (body, request) => appeals.feedback(request.member.userId, body));
  route(app, auctionApi.feedbackReply, async (body, request) => appeals.reply(request.member.userId, body));
};

/** The console's auction calls (registered in the console's scope). */
export const auctionAdminRoutes: FastifyPluginAsync<{ auction: AuctionModule }> = async (app, { auction }) => {
  const { admin } = auction;
  route(app, adminAuctionApi.lots, async (query) => admin.lots(query));
  route(app, adminAuctionApi.orders, async (query) => admin.orders(query));
  route(app, adminAuctionApi.appeals, async (query) => admin.appeals(query));
  route(app, adminAuctionApi.appeal, async (query) => admin.appeal(BigInt(query.id)));
  moneyRoute(app, adminAuctionApi.decide, admin.decide);
  route(app, adminAuctionApi.createLot, async (body, request) => admin.createLot({ operator: request.operator, ip: request.ip }, body));
};
