import type { withdrawResponse } from '@mcc/contract/fund';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import { walletKeys } from './wallet-keys';
import type { Wire } from './wire';

export type CancelResult = Wire<typeof withdrawResponse>['data'];

/** Takes back a withdrawal nobody reviewed yet; amount and fee return to available. */
export function cancelWithdraw(id: number, idempotencyKey: string): Promise<CancelResult> {
  return request<CancelResult>({
    url: '/api/fund/withdrawCancel',
    method: 'POST',
    data: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCancelWithdraw() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (id: number) => attempts.run({ id }, (key) => cancelWithdraw(id, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
