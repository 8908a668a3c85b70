import type { SettingItem } from '@mcc/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => api.get<{ list: SettingItem[] }>('/settings/index'),
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => api.post<{ changed: string[] }>('/settings/save', { values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}
