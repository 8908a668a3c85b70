import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

/** Products on offer (with what I may still subscribe), my totals and my available balances. */
export function getPledgeIndex(): Promise<DataOf<typeof pledgeApi.index>> {
  return call(pledgeApi.index, {}, { silent: true });
}

export const pledgeIndexQuery = () => queryOptions({ queryKey: pledgeKeys.index(), queryFn: getPledgeIndex });

export function usePledgeIndex() {
  return useQuery(pledgeIndexQuery());
}
