import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

/** The query of one console call, cached under `queryKey`. */
export function callQuery<E extends Endpoint>(queryKey: QueryKey, endpoint: E, input: InputOf<E>) {
  return queryOptions<DataOf<E>, Error, DataOf<E>, QueryKey>({ queryKey, queryFn: () => api.call(endpoint, input) });
}

/** The query of one page of a console list: the page shown stays on screen while the next page or filter loads. */
export function listQuery<E extends Endpoint>(queryKey: QueryKey, endpoint: E, input: InputOf<E>) {
  return queryOptions<DataOf<E>, Error, DataOf<E>, QueryKey>({
    queryKey,
    queryFn: () => api.call(endpoint, input),
    placeholderData: (previous) => previous,
  });
}

/** A console change through its descriptor; once it succeeds the queries under each key of `refresh` are read again. */
export function useCallMutation<E extends Endpoint>(endpoint: E, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<E>) => api.call(endpoint, body),
    onSuccess: () => {
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
