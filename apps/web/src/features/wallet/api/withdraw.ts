import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { useMoneyCall } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';

export type WithdrawResult = DataOf<typeof fundApi.withdraw>;

/** Asks for a withdrawal under its attempt's Idempotency-Key; every wallet figure refreshes after. */
export function useWithdraw() {
  return useMoneyCall(fundApi.withdraw, [walletKeys.all]);
}
