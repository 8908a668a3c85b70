import { adminContentApi } from '@mcc/contract/content';
import type { InputOf } from '@mcc/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { callQuery } from '../../lib/queries';

// The console's content pages: the user agreement and the privacy policy, in four languages.

export const contentPagesQuery = callQuery(['content', 'pages'], adminContentApi.list, {});

export const useSaveContentPage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InputOf<typeof adminContentApi.save>) => api.call(adminContentApi.save, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
};
