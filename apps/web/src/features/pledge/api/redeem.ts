import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import { pledgeKeys } from './pledge-keys';

export type RedeemResult = DataOf<typeof pledgeApi.redeem>;

/** Redeems order `id` under its attempt's Idempotency-Key; a refusal is toasted by the request layer (the orders page shows no form). */
export function redeem(id: number, idempotencyKey: string): Promise<RedeemResult> {
  return call(pledgeApi.redeem, { id }, { idempotencyKey });
}

/** Redeems a flexible order (principal back now, today's earning forfeited); figures refresh after. */
export function useRedeem() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (id: number) => attempts.run(pledgeApi.redeem.path, { id }, (key) => redeem(id, key)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
      void queryClient.invalidateQueries({ queryKey: queryRoots.user });
    },
  });
}
