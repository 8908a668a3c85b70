import type { InputOf } from '@mcc/contract/endpoint';
import { adminLiabilitiesApi } from '@mcc/contract/liabilities';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// The console's liabilities calls. Query keys start with 'liabilities' so a declaration refreshes the solvency view.

export const solvencyQuery = queryOptions({
  queryKey: ['liabilities', 'solvency'],
  queryFn: () => api.call(adminLiabilitiesApi.solvency, {}),
});

export const rootsQuery = (page: number) =>
  queryOptions({
    queryKey: ['liabilities', 'roots', page],
    queryFn: () => api.call(adminLiabilitiesApi.roots, { page }),
    placeholderData: (previous) => previous,
  });

/** Declares the custody held of one asset; the solvency view reads again after. */
export function useDeclareCustody() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof adminLiabilitiesApi.custody>) => api.call(adminLiabilitiesApi.custody, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['liabilities'] }),
  });
}
