import type { AdminOutboxItem } from '@mcc/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Paged } from '../../lib/paged';

export const outboxQuery = (page: number, to?: string) =>
  queryOptions({
    queryKey: ['outbox', { page, to }],
    queryFn: () => api.get<Paged<AdminOutboxItem> & { demo: boolean }>('/outbox/index', { page, to }),
    placeholderData: (previous) => previous,
  });
