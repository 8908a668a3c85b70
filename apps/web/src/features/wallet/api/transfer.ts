import type { transferData } from '@mcc/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import type { WalletAsset } from './wallet-keys';
import { walletKeys } from './wallet-keys';
import type { Wire } from './wire';

export type TransferResult = Wire<typeof transferData>;
export interface TransferBody {
  asset: WalletAsset;
  to: string;
  amount: string;
  paypwd: string;
}

export function transfer(body: TransferBody, idempotencyKey: string): Promise<TransferResult> {
  return request<TransferResult>({
    url: '/api/fund/transfer',
    method: 'POST',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quietRefusal: true,
  });
}

/** Sends a transfer under its attempt's Idempotency-Key; every wallet figure refreshes after. */
export function useTransfer() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (body: TransferBody) => attempts.run(body, (key) => transfer(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
