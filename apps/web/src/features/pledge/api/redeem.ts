import type { PledgeRedeemData } from '@mcc/contract/pledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import { pledgeKeys } from './pledge-keys';

export type RedeemResult = PledgeRedeemData;

export function redeem(id: number, idempotencyKey: string): Promise<RedeemResult> {
  return request<RedeemResult>({
    url: '/api/pledge/redeem',
    method: 'POST',
    data: { id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Redeems a flexible order (principal back now, today's earning forfeited); figures refresh after. */
export function useRedeem() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (id: number) => attempts.run({ id }, (key) => redeem(id, key)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
      void queryClient.invalidateQueries({ queryKey: queryRoots.user });
    },
  });
}
