import { adminApi } from '@mcc/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api.call(adminApi.settings, {}),
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => api.call(adminApi.saveSettings, { values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}
