import { adminFundApi } from '@mcc/contract/admin-fund';
import type { Endpoint, InputOf } from '@mcc/contract/endpoint';
import { listQuery, useCallMutation } from '../../lib/queries';

export const rechargeListQuery = (search: InputOf<typeof adminFundApi.recharges>) =>
  listQuery(['recharges', search], adminFundApi.recharges, search);

export const withdrawListQuery = (search: InputOf<typeof adminFundApi.withdrawals>) =>
  listQuery(['withdrawals', search], adminFundApi.withdrawals, search);

export const adjustmentListQuery = (search: InputOf<typeof adminFundApi.adjustments>) =>
  listQuery(['adjustments', 'list', search], adminFundApi.adjustments, search);

/** A review decision (a money call); afterwards every list, member and dashboard figure it may change is refreshed. */
export function useDecision<E extends Endpoint<'POST'>>(endpoint: E) {
  return useCallMutation(endpoint, [['recharges'], ['withdrawals'], ['adjustments'], ['members'], ['dashboard']]);
}
