import { adminApi } from '@mcc/contract/admin';
import { listQuery } from '../../lib/queries';

export const outboxQuery = (page: number, to?: string) => listQuery(['outbox', { page, to }], adminApi.outbox, { page, to });
