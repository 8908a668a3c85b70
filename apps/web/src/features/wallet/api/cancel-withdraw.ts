import { fundApi } from '@mcc/contract/fund';
import { useMoneyCall } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';

/** Takes back a withdrawal nobody reviewed yet; amount and fee return to available. */
export function useCancelWithdraw() {
  return useMoneyCall(fundApi.withdrawCancel, [walletKeys.all]);
}
