import { adminFundApi } from '@mcc/contract/admin-fund';
import type { FastifyPluginAsync } from 'fastify';
import { moneyRoute, route } from '../../platform/http/routes';
import type { RechargeService } from '../wallet/recharge-service';
import type { WithdrawService } from '../wallet/withdraw-service';
import type { AdjustmentService } from './adjustment-service';
import type { JournalService } from './journal-service';
import type { WalletAdminService } from './wallet-admin-service';

export interface WalletAdminRoutesOptions {
  recharges: RechargeService;
  withdrawals: WithdrawService;
  adjustments: AdjustmentService;
  finance: WalletAdminService;
  journal: JournalService;
}

/** The console's money calls: reviews, adjustments (two approvals above the threshold), balances, dashboard, journal. */
export const walletAdminRoutes: FastifyPluginAsync<WalletAdminRoutesOptions> = async (app, o) => {
  route(app, adminFundApi.recharges, (query) => o.finance.recharges(query));
  moneyRoute(app, adminFundApi.rechargeConfirm, o.recharges.confirm);
  moneyRoute(app, adminFundApi.rechargeReject, o.recharges.reject);

  route(app, adminFundApi.withdrawals, (query) => o.finance.withdrawals(query));
  moneyRoute(app, adminFundApi.withdrawApprove, o.withdrawals.approve);
  moneyRoute(app, adminFundApi.withdrawReject, o.withdrawals.reject);
  moneyRoute(app, adminFundApi.withdrawPaid, o.withdrawals.markPaid);

  moneyRoute(app, adminFundApi.adjust, o.adjustments.adjust);
  route(app, adminFundApi.adjustments, (query) => o.finance.adjustments(query));
  moneyRoute(app, adminFundApi.adjustApprove, o.adjustments.approve);
  moneyRoute(app, adminFundApi.adjustReject, o.adjustments.reject);

  route(app, adminFundApi.memberBalance, (query) => o.finance.memberBalance(BigInt(query.user_id)));
  route(app, adminFundApi.memberDetail, (query, request) => o.finance.memberDetail(query, request.language));

  route(app, adminFundApi.summary, () => o.finance.summary());
  route(app, adminFundApi.journal, (query) => o.journal.entries(query));
};
