import { idempotencyHeaders } from '@mcc/contract/fund';
import {
  adminPledgeOrderListResponse,
  adminPledgeOrderQuery,
  adminPledgeProductBody,
  adminPledgeProductListResponse,
  adminPledgeProductResponse,
  rewardPoolFundBody,
  rewardPoolFundResponse,
  rewardPoolResponse,
} from '@mcc/contract/pledge';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorSessions } from '../../platform/auth/operator-sessions';
import type { Clock } from '../../platform/clock';
import { pageOf } from '../../platform/db/executor';
import { operatorScope, permit } from '../../platform/http/operator-auth';
import type { IdempotencyStore } from '../../platform/idempotency/idempotency-store';
import { idempotentReply } from '../../platform/idempotency/idempotent-route';
import type { PledgeAdminService } from './pledge-admin-service';
import { PLEDGE_PAGE_SIZE, type PledgeService } from './pledge-service';

export interface PledgeAdminRoutesOptions {
  pledgeAdmin: PledgeAdminService;
  pledge: PledgeService;
  idempotency: IdempotencyStore;
  operatorSessions: OperatorSessions;
  clock: Clock;
}

const security = [{ token: [] }];

/** The console's staking pages: products (`products.write`), orders and the reward pool (`ledger.read`, funding `finance.approve`). */
export const pledgeAdminRoutes: FastifyPluginAsyncZod<PledgeAdminRoutesOptions> = async (base, o) => {
  operatorScope(base, o.operatorSessions);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['console'];
  const products = permit('products.write');
  const read = permit('dashboard.read');

  app.get(
    '/admin/api/pledge/products',
    {
      preHandler: products,
      schema: {
        tags,
        security,
        summary: 'Staking products',
        querystring: z.strictObject({}),
        response: { 200: adminPledgeProductListResponse },
      },
    },
    async (_request, reply) => reply.ok({ list: await o.pledgeAdmin.products() }),
  );

  app.post(
    '/admin/api/pledge/product/save',
    {
      preHandler: products,
      schema: {
        tags,
        security,
        summary: 'Creates (no id) or updates a staking product',
        body: adminPledgeProductBody,
        response: { 200: adminPledgeProductResponse },
      },
    },
    async (request, reply) => reply.ok(await o.pledgeAdmin.saveProduct(request.operator, request.ip, request.body)),
  );

  app.get(
    '/admin/api/pledge/orders',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Staking orders, newest first',
        querystring: adminPledgeOrderQuery,
        response: { 200: adminPledgeOrderListResponse },
      },
    },
    async (request, reply) => {
      const { page, status, product_id, uid } = request.query;
      const { list, total } = await o.pledgeAdmin.orders(
        { page, status, productId: product_id === undefined ? undefined : BigInt(product_id), uid },
        request.language,
        o.pledge.today(),
      );
      return reply.ok(pageOf(list, total, page, PLEDGE_PAGE_SIZE));
    },
  );

  app.get(
    '/admin/api/pledge/pool',
    {
      preHandler: read,
      schema: {
        tags,
        security,
        summary: 'Reward pool per asset: balance, daily outflow, coverage in days, payouts waiting',
        querystring: z.strictObject({}),
        response: { 200: rewardPoolResponse },
      },
    },
    async (_request, reply) => reply.ok(await o.pledgeAdmin.pool(o.pledge.today())),
  );

  app.post(
    '/admin/api/pledge/pool/fund',
    {
      preHandler: permit('finance.approve'),
      schema: {
        tags,
        security,
        summary: 'Puts money into the reward pool (Idempotency-Key)',
        headers: idempotencyHeaders,
        body: rewardPoolFundBody,
        response: { 200: rewardPoolFundResponse },
      },
    },
    async (request, reply) =>
      idempotentReply(o.idempotency, request, reply, `operator:${request.operator.adminId}`, {
        effect: (trx) => o.pledgeAdmin.fundPool(trx, request.operator, request.ip, request.body),
      }),
  );
};
