import { adminApi } from '@mcc/contract/admin';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery } from '../../lib/queries';

export const operatorsQuery = callQuery(['operators', 'list'], adminApi.operators, {});

export const rolesQuery = queryOptions({
  queryKey: ['operators', 'roles'],
  queryFn: () => api.call(adminApi.roles, {}),
  staleTime: Number.POSITIVE_INFINITY,
});

type OperatorChange =
  | typeof adminApi.createOperator
  | typeof adminApi.setOperatorRole
  | typeof adminApi.setOperatorStatus
  | typeof adminApi.resetOperatorPassword
  | typeof adminApi.resetOperatorTotp;

function useOperatorMutation<E extends OperatorChange>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<E>) => api.call(endpoint, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operators', 'list'] }),
  });
}

export const useCreateOperator = () => useOperatorMutation(adminApi.createOperator);
export const useSetOperatorRole = () => useOperatorMutation(adminApi.setOperatorRole);
export const useSetOperatorStatus = () => useOperatorMutation(adminApi.setOperatorStatus);
export const useResetOperatorPassword = () => useOperatorMutation(adminApi.resetOperatorPassword);
export const useResetOperatorTotp = () => useOperatorMutation(adminApi.resetOperatorTotp);
