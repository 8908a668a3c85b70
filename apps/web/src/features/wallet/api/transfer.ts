import type { DataOf } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { useMoneyCall } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';

export type TransferResult = DataOf<typeof fundApi.transfer>;

/** Sends a transfer under its attempt's Idempotency-Key; every wallet figure refreshes after. */
export function useTransfer() {
  return useMoneyCall(fundApi.transfer, [walletKeys.all]);
}
