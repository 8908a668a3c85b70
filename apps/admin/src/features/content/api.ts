import { adminContentApi } from '@mcc/contract/content';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

// The console's content pages: the user agreement and the privacy policy, in four languages.

export const contentPagesQuery = queryOptions({
  queryKey: ['content', 'pages'],
  queryFn: () => api.call(adminContentApi.list, {}),
});

export const useSaveContentPage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof adminContentApi.save>) => api.call(adminContentApi.save, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
};
