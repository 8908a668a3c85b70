import type { OperatorItem, OperatorRole } from '@mcc/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const operatorsQuery = queryOptions({
  queryKey: ['operators', 'list'],
  queryFn: () => api.get<{ list: OperatorItem[] }>('/operator/index'),
});

export const rolesQuery = queryOptions({
  queryKey: ['operators', 'roles'],
  queryFn: () => api.get<{ list: Array<{ role: OperatorRole; permissions: string[] }>; permissions: string[] }>('/role/index'),
  staleTime: Number.POSITIVE_INFINITY,
});

function useOperatorMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<OperatorItem>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operators', 'list'] }),
  });
}

export const useCreateOperator = () => useOperatorMutation<{ username: string; password: string; role: OperatorRole }>('/operator/add');
export const useSetOperatorRole = () => useOperatorMutation<{ admin_id: number; role: OperatorRole }>('/operator/role');
export const useSetOperatorStatus = () => useOperatorMutation<{ admin_id: number; status: 'active' | 'disabled' }>('/operator/status');
export const useResetOperatorPassword = () => useOperatorMutation<{ admin_id: number; password: string }>('/operator/password');
