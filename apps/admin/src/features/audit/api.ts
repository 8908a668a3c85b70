import { adminApi } from '@mcc/contract/admin';
import type { InputOf } from '@mcc/contract/endpoint';
import { listQuery } from '../../lib/queries';

export type AuditSearch = InputOf<typeof adminApi.audit>;

export const auditQuery = (search: AuditSearch) => listQuery(['audit', search], adminApi.audit, search);
