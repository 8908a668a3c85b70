import type { DataOf } from '@mcc/contract/endpoint';
import { tipsApi } from '@mcc/contract/tips';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type OrderTip = DataOf<typeof tipsApi.tips>['list'][number];

/** My unread order tips (silent: no loading text, no error toast). */
export function getOrderTips(): Promise<DataOf<typeof tipsApi.tips>> {
  return call(tipsApi.tips, {}, { silent: true, quietRefusal: true });
}

/** Marks one tip read, or every unread tip with `all`. Silent. */
export function readTips(target: { id: number } | { all: true }): Promise<DataOf<typeof tipsApi.read>> {
  const query = 'all' in target ? { all: '1' as const } : { id: target.id };
  return call(tipsApi.read, query, { silent: true, quietRefusal: true });
}

export function useOrderTips() {
  return useQuery(queryOptions({ queryKey: pledgeKeys.tips(), queryFn: getOrderTips }));
}

export function useReadTips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readTips,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.tips() }),
  });
}
