import type { withdrawResponse } from '@mcc/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';
import type { Wire } from './wire';

export type WithdrawResult = Wire<typeof withdrawResponse>['data'];
export interface WithdrawBody {
  asset: 'USDT';
  address: string;
  /** What arrives at the address; the fee is taken on top. */
  amount: string;
  paypwd: string;
  code: string;
}

export function withdraw(body: WithdrawBody, idempotencyKey: string): Promise<WithdrawResult> {
  return request<WithdrawResult>({
    url: '/api/fund/withdraw',
    method: 'POST',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quietRefusal: true,
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (body: WithdrawBody) => attempts.run(body, (key) => withdraw(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
