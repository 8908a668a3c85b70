import type { PledgeIndexData } from '@mcc/contract/pledge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

/** Products on offer (with what I may still subscribe), my totals and my available balances. */
export function getPledgeIndex(): Promise<PledgeIndexData> {
  return request<PledgeIndexData>({ url: '/api/pledge/index', silent: true });
}

export const pledgeIndexQuery = () => queryOptions({ queryKey: pledgeKeys.index(), queryFn: getPledgeIndex });

export function usePledgeIndex() {
  return useQuery(pledgeIndexQuery());
}
