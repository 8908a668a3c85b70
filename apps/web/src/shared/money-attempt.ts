// The members' app's money attempts (`@mcc/contract/money-attempts`): one Idempotency-Key per
// confirmed money action, the same key for a retry while the outcome is unknown (a reload included).
import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import { MoneyAttempts } from '@mcc/contract/money-attempts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { call, RequestError } from '../runtime/request';

/**
 * True when the outcome of a request is unknown: it may or may not have reached the server
 * (network failure, time-out, a gateway's non-envelope answer). A `code: 0` refusal and a 401 are
 * definite answers; an abort by the page is not retried.
 */
export function isUncertain(error: unknown): boolean {
  return error instanceof RequestError && error.code !== 0 && error.code !== 401 && error.code !== 600003;
}

/** A page's money attempts, kept across renders. */
export function useMoneyAttempts(): MoneyAttempts {
  const ref = useRef<MoneyAttempts | null>(null);
  ref.current ??= new MoneyAttempts({ uncertain: isUncertain });
  return ref.current;
}

/**
 * The mutation of a money call: each confirmation is one attempt with its Idempotency-Key (a retry
 * of an uncertain attempt reuses it); a refusal is left to the form (`quietRefusal`); every query
 * under `invalidate` refreshes after, whatever the outcome.
 */
export function useMoneyCall<E extends Endpoint<'POST'>>(endpoint: E, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (body) => attempts.run(endpoint.path, body, (key) => call(endpoint, body, { idempotencyKey: key, quietRefusal: true })),
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
