import {
  assetCode,
  assetWalletResponse,
  balanceResponse,
  fundDetailQuery,
  fundDetailResponse,
  fundIdQueryObject,
  fundPageQuery,
  idempotencyHeaders,
  rechargeBody,
  rechargeDetailResponse,
  rechargeListResponse,
  rechargeResponse,
  recipientQuery,
  recipientResponse,
  transferBody,
  transferResponse,
  walletResponse,
  withdrawBody,
  withdrawCancelBody,
  withdrawDetailResponse,
  withdrawInfoResponse,
  withdrawListResponse,
  withdrawResponse,
} from '@mcc/contract/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberSessions } from '../../platform/auth/member-sessions';
import type { Clock } from '../../platform/clock';
import { requireMember } from '../../platform/http/member-auth';
import type { IdempotencyStore } from '../../platform/idempotency/idempotency-store';
import { idempotentReply } from '../../platform/idempotency/idempotent-route';
import type { AssetRegistry } from '../ledger/assets';
import type { BalanceService } from './balance-service';
import type { RechargeService } from './recharge-service';
import type { TransferService } from './transfer-service';
import type { PayPasswordCheck, WithdrawService } from './withdraw-service';

export interface WalletRoutesOptions {
  memberSessions: MemberSessions;
  clock: Clock;
  assets: AssetRegistry;
  balances: BalanceService;
  transfers: TransferService;
  recharges: RechargeService;
  withdrawals: WithdrawService;
  payPasswords: PayPasswordCheck;
  idempotency: IdempotencyStore;
}

const security = [{ token: [] }];
const tags = ['fund'];
const scopeOf = (userId: bigint) => `member:${userId}`;

/** The members' money calls. Every one needs a member token; every POST that moves money honours Idempotency-Key. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, o) => {
  requireMember(app, o.memberSessions, o.clock);

  app.get(
    '/api/user/balance',
    { schema: { tags, security, summary: 'Balances by asset', querystring: z.strictObject({}), response: { 200: balanceResponse } } },
    async (request, reply) => reply.ok(await o.balances.balances(request.member.userId)),
  );

  app.get(
    '/api/fund/wallet',
    {
      schema: {
        tags,
        security,
        summary: 'My wallet: every asset and the total value',
        querystring: z.strictObject({}),
        response: { 200: walletResponse },
      },
    },
    async (request, reply) => reply.ok(await o.balances.wallet(request.member.userId)),
  );

  for (const [path, code, name] of [
    ['usdt', 'USDT', 'USDT'],
    ['ssk', 'MCC', 'MCC'],
  ] as const) {
    app.get(
      `/api/fund/${path}`,
      {
        schema: {
          tags,
          security,
          summary: `${name} wallet with its fees and limits`,
          querystring: z.strictObject({}),
          response: { 200: assetWalletResponse },
        },
      },
      async (request, reply) => reply.ok(await o.balances.assetWallet(request.member.userId, await o.assets.require(code))),
    );
    app.get(
      `/api/fund/${path}Detail`,
      {
        schema: {
          tags,
          security,
          summary: `${name} details, newest first`,
          querystring: fundDetailQuery,
          response: { 200: fundDetailResponse },
        },
      },
      async (request, reply) =>
        reply.ok(await o.balances.details(request.member.userId, await o.assets.require(code), request.query, request.language)),
    );
  }

  app.get(
    '/api/fund/recipient',
    {
      schema: {
        tags,
        security,
        summary: 'The masked recipient of a transfer (UID, mobile or email)',
        querystring: recipientQuery,
        response: { 200: recipientResponse },
      },
    },
    async (request, reply) => reply.ok(await o.transfers.preview(request.member.userId, request.query.to)),
  );

  app.post(
    '/api/fund/transfer',
    {
      schema: {
        tags,
        security,
        summary: 'Send USDT or MCC to another member (instant)',
        headers: idempotencyHeaders,
        body: transferBody,
        response: { 200: transferResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      let plan: Awaited<ReturnType<TransferService['plan']>>;
      return idempotentReply(o.idempotency, request, reply, scopeOf(userId), {
        prepare: async () => {
          plan = await o.transfers.plan(userId, request.body);
          await o.payPasswords.verify(userId, request.body.paypwd);
        },
        effect: (trx) => o.transfers.execute(trx, plan),
      });
    },
  );

  app.post(
    '/api/fund/recharge',
    {
      schema: {
        tags,
        security,
        summary: 'Claim a manual recharge (amount, tx hash, proof screenshot URL)',
        headers: idempotencyHeaders,
        body: rechargeBody,
        response: { 200: rechargeResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      let plan: Awaited<ReturnType<RechargeService['plan']>>;
      return idempotentReply(o.idempotency, request, reply, scopeOf(userId), {
        prepare: async () => {
          plan = await o.recharges.plan(userId, request.body);
        },
        effect: (trx) => o.recharges.create(trx, plan),
      });
    },
  );

  app.get(
    '/api/fund/rechargeLog',
    {
      schema: {
        tags,
        security,
        summary: 'My recharges, newest first',
        querystring: fundPageQuery,
        response: { 200: rechargeListResponse },
      },
    },
    async (request, reply) => reply.ok(await o.recharges.list(request.member.userId, request.query.page, request.language)),
  );

  app.get(
    '/api/fund/rechargeDetail',
    {
      schema: { tags, security, summary: 'One of my recharges', querystring: fundIdQueryObject, response: { 200: rechargeDetailResponse } },
    },
    async (request, reply) => reply.ok(await o.recharges.detail(request.member.userId, BigInt(request.query.id), request.language)),
  );

  app.get(
    '/api/fund/withdrawInfo',
    {
      schema: {
        tags,
        security,
        summary: 'Fee, minimum, daily limit left, most I can withdraw, recent addresses',
        querystring: z.strictObject({ asset: assetCode.default('USDT') }),
        response: { 200: withdrawInfoResponse },
      },
    },
    async (request, reply) => reply.ok(await o.withdrawals.info(request.member.userId, request.query.asset)),
  );

  app.post(
    '/api/fund/withdraw',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a withdrawal: amount + fee are locked until an operator decides',
        headers: idempotencyHeaders,
        body: withdrawBody,
        response: { 200: withdrawResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      let plan: Awaited<ReturnType<WithdrawService['plan']>>;
      return idempotentReply(o.idempotency, request, reply, scopeOf(userId), {
        prepare: async () => {
          plan = await o.withdrawals.plan(userId, request.body);
        },
        effect: (trx) => o.withdrawals.create(trx, plan),
      });
    },
  );

  app.post(
    '/api/fund/withdrawCancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel my withdrawal while it waits for review (funds unlock)',
        headers: idempotencyHeaders,
        body: withdrawCancelBody,
        response: { 200: withdrawResponse },
      },
    },
    async (request, reply) => {
      const userId = request.member.userId;
      return idempotentReply(o.idempotency, request, reply, scopeOf(userId), {
        effect: (trx) => o.withdrawals.cancel(trx, userId, BigInt(request.body.id)),
      });
    },
  );

  app.get(
    '/api/fund/withdrawLog',
    {
      schema: {
        tags,
        security,
        summary: 'My withdrawals, newest first',
        querystring: fundPageQuery,
        response: { 200: withdrawListResponse },
      },
    },
    async (request, reply) => reply.ok(await o.withdrawals.list(request.member.userId, request.query.page, request.language)),
  );

  app.get(
    '/api/fund/withdrawDetail',
    {
      schema: {
        tags,
        security,
        summary: 'One of my withdrawals',
        querystring: fundIdQueryObject,
        response: { 200: withdrawDetailResponse },
      },
    },
    async (request, reply) => reply.ok(await o.withdrawals.detail(request.member.userId, BigInt(request.query.id), request.language)),
  );
};
