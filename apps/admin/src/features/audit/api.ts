import type { AuditItem } from '@mcc/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { Paged } from '../../lib/paged';

export interface AuditSearch {
  page: number;
  username?: string;
  action?: string;
}

export const auditQuery = (search: AuditSearch) =>
  queryOptions({
    queryKey: ['audit', search],
    queryFn: () => api.get<Paged<AuditItem>>('/audit/index', { ...search }),
    placeholderData: (previous) => previous,
  });
