import { adminFundApi } from '@mcc/contract/admin-fund';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { AssetRegistry } from '../ledger/assets';
import type { BalanceService } from '../wallet/balance-service';
import type { RechargeService } from '../wallet/recharge-service';
import type { WithdrawService } from '../wallet/withdraw-service';
import type { AdjustmentService } from './adjustment-service';
import type { FinanceQueries } from './finance-queries';
import type { JournalQueries } from './journal-queries';

export interface FinanceAdminRoutesOptions {
  assets: AssetRegistry;
  balances: BalanceService;
  recharges: RechargeService;
  withdrawals: WithdrawService;
  adjustments: AdjustmentService;
  queries: FinanceQueries;
  journal: JournalQueries;
}

/** The console's money calls: reviews, adjustments (two approvals above the threshold), balances, dashboard, journal. */
export const financeAdminRoutes: FastifyPluginAsync<FinanceAdminRoutesOptions> = async (app, o) => {
  route(app, adminFundApi.recharges, (query) => o.queries.recharges(query));
  moneyRoute(app, adminFundApi.rechargeConfirm, o.recharges.confirm);
  moneyRoute(app, adminFundApi.rechargeReject, o.recharges.reject);

  route(app, adminFundApi.withdrawals, (query) => o.queries.withdrawals(query));
  moneyRoute(app, adminFundApi.withdrawApprove, o.withdrawals.approve);
  moneyRoute(app, adminFundApi.withdrawReject, o.withdrawals.reject);
  moneyRoute(app, adminFundApi.withdrawPaid, o.withdrawals.markPaid);

  moneyRoute(app, adminFundApi.adjust, o.adjustments.adjust);
  route(app, adminFundApi.adjustments, (query) => o.queries.adjustments(query));
  moneyRoute(app, adminFundApi.adjustApprove, o.adjustments.approve);
  moneyRoute(app, adminFundApi.adjustReject, o.adjustments.reject);

  route(app, adminFundApi.memberBalance, (query) => o.queries.memberBalance(BigInt(query.user_id)));
  route(app, adminFundApi.memberDetail, async (query, request) => {
    const userId = BigInt(query.user_id);
    await o.queries.memberExists(userId);
    const asset = await o.assets.require(query.asset);
    const { types: _types, ...page } = await o.balances.details(userId, asset, query, request.language);
    return page;
  });

  route(app, adminFundApi.summary, () => o.queries.summary());
  route(app, adminFundApi.journal, (query) => o.journal.entries(query));
};
