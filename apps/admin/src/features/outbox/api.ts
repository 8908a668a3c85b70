import { adminApi } from '@mcc/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const outboxQuery = (page: number, to?: string) =>
  queryOptions({
    queryKey: ['outbox', { page, to }],
    queryFn: () => api.call(adminApi.outbox, { page, to }),
    placeholderData: (previous) => previous,
  });
