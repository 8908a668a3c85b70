import type { PledgeAddData } from '@mcc/contract/pledge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyAttempts } from '../../../shared/money-attempt';
import { pledgeKeys } from './pledge-keys';

export type SubscribeResult = PledgeAddData;
export interface SubscribeBody {
  product_id: number;
  amount: string;
  paypwd: string;
}

export function subscribe(body: SubscribeBody, idempotencyKey: string): Promise<SubscribeResult> {
  return request<SubscribeResult>({
    url: '/api/pledge/add',
    method: 'POST',
    data: body,
    headers: { 'Idempotency-Key': idempotencyKey },
    quietRefusal: true,
  });
}

/** Subscribes under its attempt's Idempotency-Key; every staking figure, the balances and the tips refresh after. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation({
    mutationFn: (body: SubscribeBody) => attempts.run(body, (key) => subscribe(body, key)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pledgeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.wallet });
      void queryClient.invalidateQueries({ queryKey: queryRoots.user });
    },
  });
}
