import type { PledgeTotalData } from '@mcc/contract/pledge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type PledgeTotal = PledgeTotalData;

/** My running principal, earnings credited today and in all. */
export function getPledgeTotal(): Promise<PledgeTotal> {
  return request<PledgeTotal>({ url: '/api/pledge/total', silent: true });
}

export const pledgeTotalQuery = () => queryOptions({ queryKey: pledgeKeys.total(), queryFn: getPledgeTotal });

export function usePledgeTotal() {
  return useQuery(pledgeTotalQuery());
}
