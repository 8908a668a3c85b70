import {
  adminAdjustApproveBody,
  adminAdjustBody,
  adminAdjustmentListResponse,
  adminAdjustmentQuery,
  adminAdjustRejectBody,
  adminAdjustResponse,
  adminJournalQuery,
  adminJournalResponse,
  adminMemberBalanceQuery,
  adminMemberBalanceResponse,
  adminMemberDetailQuery,
  adminMemberDetailResponse,
  adminRechargeConfirmBody,
  adminRechargeListResponse,
  adminRechargeQuery,
  adminRechargeRejectBody,
  adminWithdrawApproveBody,
  adminWithdrawListResponse,
  adminWithdrawPaidBody,
  adminWithdrawQuery,
  adminWithdrawRejectBody,
  decisionResponse,
  financeSummaryResponse,
} from '@mcc/contract/admin-fund';
import { idempotencyHeaders } from '@mcc/contract/fund';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { OperatorSessions } from '../../platform/auth/operator-sessions';
import { can } from '../../platform/auth/roles';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { permit, requireOperator } from '../../platform/http/operator-auth';
import type { IdempotencyStore } from '../../platform/idempotency/idempotency-store';
import { idempotentReply } from '../../platform/idempotency/idempotent-route';
import type { AssetRegistry } from '../ledger/assets';
import type { BalanceService } from '../wallet/balance-service';
import type { RechargeService } from '../wallet/recharge-service';
import type { Reviewer } from '../wallet/reviewer';
import type { WithdrawService } from '../wallet/withdraw-service';
import type { AdjustmentService } from './adjustment-service';
import type { FinanceQueries } from './finance-queries';
import type { JournalQueries } from './journal-queries';

export interface FinanceAdminRoutesOptions {
  operatorSessions: OperatorSessions;
  clock: Clock;
  assets: AssetRegistry;
  balances: BalanceService;
  recharges: RechargeService;
  withdrawals: WithdrawService;
  adjustments: AdjustmentService;
  queries: FinanceQueries;
  journal: JournalQueries;
  idempotency: IdempotencyStore;
}

const security = [{ token: [] }];
const tags = ['admin-fund'];

/** The console's money calls: reviews, adjustments (two approvals above the threshold), balances, dashboard, journal. */
export const financeAdminRoutes: FastifyPluginAsyncZod<FinanceAdminRoutesOptions> = async (app, o) => {
  requireOperator(app, o.operatorSessions, o.clock);
  const can$ = (permission: Parameters<typeof permit>[0]) => [permit(permission, o.clock)];

  /** An operator's money POST: Idempotency-Key per operator, the change and its audit entry in one transaction. */
  const decide = <T>(
    request: Parameters<typeof idempotentReply>[1],
    reply: Parameters<typeof idempotentReply>[2],
    effect: (trx: Transaction<DB>, reviewer: Reviewer) => Promise<T>,
  ) => {
    const reviewer: Reviewer = { operator: request.operator, ip: request.ip };
    return idempotentReply(o.idempotency, request, reply, `operator:${request.operator.adminId}`, {
      effect: (trx) => effect(trx, reviewer),
    });
  };

  // Recharge review.
  app.get(
    '/admin/api/recharge/index',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Manual recharges to review (finance.review)',
        querystring: adminRechargeQuery,
        response: { 200: adminRechargeListResponse },
      },
    },
    async (request, reply) => reply.ok(await o.queries.recharges(request.query)),
  );
  app.post(
    '/admin/api/recharge/confirm',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Confirm a recharge: credits the member (finance.review)',
        headers: idempotencyHeaders,
        body: adminRechargeConfirmBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) => decide(request, reply, (trx, r) => o.recharges.confirm(trx, r, BigInt(request.body.id), request.body.amount)),
  );
  app.post(
    '/admin/api/recharge/reject',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Reject a recharge with a reason (finance.review)',
        headers: idempotencyHeaders,
        body: adminRechargeRejectBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) => decide(request, reply, (trx, r) => o.recharges.reject(trx, r, BigInt(request.body.id), request.body.reason)),
  );

  // Withdraw review.
  app.get(
    '/admin/api/withdraw/index',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Withdrawals to review (finance.review)',
        querystring: adminWithdrawQuery,
        response: { 200: adminWithdrawListResponse },
      },
    },
    async (request, reply) => reply.ok(await o.queries.withdrawals(request.query)),
  );
  app.post(
    '/admin/api/withdraw/approve',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Approve a withdrawal (finance.review; the second approval above the threshold: finance.approve, another operator)',
        headers: idempotencyHeaders,
        body: adminWithdrawApproveBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) =>
      decide(request, reply, (trx, r) =>
        o.withdrawals.approve(trx, r, BigInt(request.body.id), can(request.operator.role, 'finance.approve')),
      ),
  );
  app.post(
    '/admin/api/withdraw/reject',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Reject a withdrawal: funds unlock (finance.review)',
        headers: idempotencyHeaders,
        body: adminWithdrawRejectBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) =>
      decide(request, reply, (trx, r) => o.withdrawals.reject(trx, r, BigInt(request.body.id), request.body.reason)),
  );
  app.post(
    '/admin/api/withdraw/paid',
    {
      preHandler: can$('finance.review'),
      schema: {
        tags,
        security,
        summary: 'Mark an approved withdrawal paid with its tx hash (finance.review)',
        headers: idempotencyHeaders,
        body: adminWithdrawPaidBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) =>
      decide(request, reply, (trx, r) => o.withdrawals.markPaid(trx, r, BigInt(request.body.id), request.body.tx_hash)),
  );

  // Adjustments.
  app.post(
    '/admin/api/user/adjust',
    {
      preHandler: can$('members.adjust'),
      schema: {
        tags,
        security,
        summary: 'Adjust a balance (members.adjust); above the two-approval threshold it waits for another operator',
        headers: idempotencyHeaders,
        body: adminAdjustBody,
        response: { 200: adminAdjustResponse },
      },
    },
    async (request, reply) => decide(request, reply, (trx, r) => o.adjustments.create(trx, r, request.body)),
  );
  app.get(
    '/admin/api/user/adjustments',
    {
      preHandler: can$('members.read'),
      schema: {
        tags,
        security,
        summary: 'Balance adjustments (members.read)',
        querystring: adminAdjustmentQuery,
        response: { 200: adminAdjustmentListResponse },
      },
    },
    async (request, reply) => reply.ok(await o.queries.adjustments(request.query)),
  );
  app.post(
    '/admin/api/user/adjustApprove',
    {
      preHandler: can$('finance.approve'),
      schema: {
        tags,
        security,
        summary: 'Apply a pending adjustment (finance.approve, not its maker)',
        headers: idempotencyHeaders,
        body: adminAdjustApproveBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) => decide(request, reply, (trx, r) => o.adjustments.approve(trx, r, BigInt(request.body.id))),
  );
  app.post(
    '/admin/api/user/adjustReject',
    {
      preHandler: can$('finance.approve'),
      schema: {
        tags,
        security,
        summary: 'Drop a pending adjustment (finance.approve)',
        headers: idempotencyHeaders,
        body: adminAdjustRejectBody,
        response: { 200: decisionResponse },
      },
    },
    async (request, reply) =>
      decide(request, reply, (trx, r) => o.adjustments.reject(trx, r, BigInt(request.body.id), request.body.reason)),
  );

  // A member's money.
  app.get(
    '/admin/api/user/balance',
    {
      preHandler: can$('members.read'),
      schema: {
        tags,
        security,
        summary: "A member's balances and pending items (members.read)",
        querystring: adminMemberBalanceQuery,
        response: { 200: adminMemberBalanceResponse },
      },
    },
    async (request, reply) => reply.ok(await o.queries.memberBalance(BigInt(request.query.user_id))),
  );
  app.get(
    '/admin/api/user/fundDetail',
    {
      preHandler: can$('members.read'),
      schema: {
        tags,
        security,
        summary: "A member's details of one asset (members.read)",
        querystring: adminMemberDetailQuery,
        response: { 200: adminMemberDetailResponse },
      },
    },
    async (request, reply) => {
      const userId = BigInt(request.query.user_id);
      await o.queries.memberExists(userId);
      const asset = await o.assets.require(request.query.asset);
      const { types: _types, ...page } = await o.balances.details(userId, asset, request.query, request.language);
      return reply.ok(page);
    },
  );

  // Dashboard and journal.
  app.get(
    '/admin/api/finance/summary',
    {
      preHandler: can$('dashboard.read'),
      schema: {
        tags,
        security,
        summary: 'Members, balances per asset, pending reviews, solvency (dashboard.read)',
        querystring: z.strictObject({}),
        response: { 200: financeSummaryResponse },
      },
    },
    async (_request, reply) => reply.ok(await o.queries.summary()),
  );
  app.get(
    '/admin/api/ledger/entries',
    {
      preHandler: can$('ledger.read'),
      schema: {
        tags,
        security,
        summary: 'Journal entries with their lines, newest first, by member, kind, asset and time (ledger.read)',
        querystring: adminJournalQuery,
        response: { 200: adminJournalResponse },
      },
    },
    async (request, reply) => reply.ok(await o.journal.entries(request.query)),
  );
};
