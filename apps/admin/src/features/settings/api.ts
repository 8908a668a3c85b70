import { adminApi } from '@mcc/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery } from '../../lib/queries';

export const settingsQuery = callQuery(['settings'], adminApi.settings, {});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => api.call(adminApi.saveSettings, { values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}
