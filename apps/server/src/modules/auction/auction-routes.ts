import { adminAuctionApi } from '@mcc/contract/admin-auction';
import { auctionApi } from '@mcc/contract/auction';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { AuctionModule } from './auction-module';

/** The members' auction calls (registered in the members' scope). */
export const auctionRoutes: FastifyPluginAsync<{ auction: AuctionModule }> = async (app, { auction }) => {
  const { members } = auction;
  route(app, auctionApi.index, async (query, request) => members.index(query.page, request.language));
  route(app, auctionApi.detail, async (query, request) => members.detail(request.member.userId, BigInt(query.id), request.language));
  route(app, auctionApi.add, async (body, request) => members.add(request.member.userId, body));
  moneyRoute(app, auctionApi.bid, members.bid);
  route(app, auctionApi.orders, async (query, request) => members.orders(request.member.userId, query, request.language));
  route(app, auctionApi.order, async (query, request) => members.order(request.member.userId, BigInt(query.id), request.language));
  route(app, auctionApi.coupons, async (query, request) => members.coupons(request.member.userId, query.page, request.language));
  route(app, auctionApi.coupon, async (query, request) => members.coupon(request.member.userId, BigInt(query.id), request.language));
  moneyRoute(app, auctionApi.pay, members.pay);
  moneyRoute(app, auctionApi.confirm, members.confirm);
  route(app, auctionApi.feedback, async (body, request) => members.feedback(request.member.userId, body));
  route(app, auctionApi.feedbackReply, async (body, request) => members.reply(request.member.userId, body));
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
