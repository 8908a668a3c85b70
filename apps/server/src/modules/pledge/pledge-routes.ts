import { idempotencyHeaders } from '@mcc/contract/fund';
import {
  pledgeAddBody,
  pledgeAddResponse,
  pledgeEarningsQuery,
  pledgeEarningsResponse,
  pledgeIndexResponse,
  pledgeOrderQuery,
  pledgeOrderResponse,
  pledgeRedeemBody,
  pledgeRedeemResponse,
  pledgeTotalResponse,
} from '@mcc/contract/pledge';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { pageOf } from '../../platform/db/executor';
import { memberScope } from '../../platform/http/member-auth';
import type { IdempotencyStore } from '../../platform/idempotency/idempotency-store';
import { idempotentReply } from '../../platform/idempotency/idempotent-route';
import type { PayPasswordService } from '../account/pay-password-service';
import { PLEDGE_PAGE_SIZE, type PledgeService } from './pledge-service';

export interface PledgeRoutesOptions {
  pledge: PledgeService;
  payPasswords: PayPasswordService;
  idempotency: IdempotencyStore;
  memberSessions: MemberSessions;
  clock: Clock;
}

const security = [{ token: [] }];

/** AI quant staking for members: products, subscribe, orders, totals, earnings, redeem. */
export const pledgeRoutes: FastifyPluginAsyncZod<PledgeRoutesOptions> = async (base, o) => {
  memberScope(base, o.memberSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['pledge'];

  app.get(
    '/api/pledge/index',
    {
      schema: {
        tags,
        security,
        summary: 'Products on offer with remaining quota and what I may still subscribe, my totals and available balances',
        querystring: z.strictObject({}),
        response: { 200: pledgeIndexResponse },
      },
    },
    async (request, reply) => reply.ok(await o.pledge.index(request.member.userId, request.language)),
  );

  app.post(
    '/api/pledge/add',
    {
      schema: {
        tags,
        security,
        summary: 'Subscribes: the principal moves from available to pledged (pay password; Idempotency-Key)',
        headers: idempotencyHeaders,
        body: pledgeAddBody,
        response: { 200: pledgeAddResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      const { product_id, amount, paypwd } = request.body;
      return idempotentReply(o.idempotency, request, reply, `member:${userId}`, {
        prepare: () => o.payPasswords.verify(userId, paypwd),
        effect: (trx) => o.pledge.subscribe(trx, userId, BigInt(product_id), amount),
      });
    },
  );

  app.get(
    '/api/pledge/order',
    {
      schema: { tags, security, summary: 'My orders, newest first', querystring: pledgeOrderQuery, response: { 200: pledgeOrderResponse } },
    },
    async (request, reply) => {
      const { page, status } = request.query;
      const { list, total } = await o.pledge.orders(request.member.userId, request.language, page, status);
      return reply.ok(pageOf(list, total, page, PLEDGE_PAGE_SIZE));
    },
  );

  app.get(
    '/api/pledge/total',
    {
      schema: {
        tags,
        security,
        summary: 'My running principal, earnings credited today and in all (USDT; by_asset for every asset)',
        querystring: z.strictObject({}),
        response: { 200: pledgeTotalResponse },
      },
    },
    async (request, reply) => {
      const { main, byAsset } = await o.pledge.totals(request.member.userId);
      return reply.ok({ ...main, by_asset: byAsset });
    },
  );

  app.get(
    '/api/pledge/earnings',
    {
      schema: {
        tags,
        security,
        summary: 'My earnings by day, newest first',
        querystring: pledgeEarningsQuery,
        response: { 200: pledgeEarningsResponse },
      },
    },
    async (request, reply) => {
      const { page, order_id } = request.query;
      const { list, total } = await o.pledge.earnings(
        request.member.userId,
        request.language,
        page,
        order_id === undefined ? undefined : BigInt(order_id),
      );
      return reply.ok(pageOf(list, total, page, PLEDGE_PAGE_SIZE));
    },
  );

  app.post(
    '/api/pledge/redeem',
    {
      schema: {
        tags,
        security,
        summary: "Redeems a running flexible order: the principal returns now, today's earning is forfeited (Idempotency-Key)",
        headers: idempotencyHeaders,
        body: pledgeRedeemBody,
        response: { 200: pledgeRedeemResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      return idempotentReply(o.idempotency, request, reply, `member:${userId}`, {
        effect: (trx) => o.pledge.redeem(trx, userId, BigInt(request.body.id)),
      });
    },
  );
};
