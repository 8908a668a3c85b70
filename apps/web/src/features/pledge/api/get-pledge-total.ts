import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type PledgeTotal = DataOf<typeof pledgeApi.total>;

/** My running principal, earnings credited today and in all. */
export function getPledgeTotal(): Promise<PledgeTotal> {
  return call(pledgeApi.total, {}, { silent: true });
}

export const pledgeTotalQuery = () => queryOptions({ queryKey: pledgeKeys.total(), queryFn: getPledgeTotal });

export function usePledgeTotal() {
  return useQuery(pledgeTotalQuery());
}
