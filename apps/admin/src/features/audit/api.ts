import { adminApi } from '@mcc/contract/admin';
import type { InputOf } from '@mcc/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type AuditSearch = InputOf<typeof adminApi.audit>;

export const auditQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['audit', search],
    queryFn: () => api.call(adminApi.audit, search),
    placeholderData: (previous) => previous,
  });
