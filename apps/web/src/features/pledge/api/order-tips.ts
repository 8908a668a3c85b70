import type { OrderTipsData } from '@mcc/contract/tips';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

/** My unread order tips (silent: no loading text, no error toast). */
export function getOrderTips(): Promise<OrderTipsData> {
  return request<OrderTipsData>({ url: '/api/order/tips', silent: true, quietRefusal: true });
}

/** Marks one tip read, or every unread tip with `all`. Silent. */
export function readTips(target: { id: number } | { all: true }): Promise<{ unread: number }> {
  const data = 'all' in target ? { all: 1 } : { id: target.id };
  return request<{ unread: number }>({ url: '/api/order/readTips', data, silent: true, quietRefusal: true });
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
