import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { pledgeKeys } from './pledge-keys';

export type EarningsPage = DataOf<typeof pledgeApi.earnings>;

/** A page of my earnings, newest first, older than the earning `before` (0: the newest). */
export function getPledgeEarnings(before: number): Promise<EarningsPage> {
  return call(pledgeApi.earnings, { before: before || undefined }, { silent: true });
}

export const pledgeEarningsQuery = () =>
  infiniteQueryOptions({
    queryKey: pledgeKeys.earnings(),
    queryFn: ({ pageParam }) => getPledgeEarnings(pageParam),
    // Keyset pages: each asks for the earnings older than the last one shown, at the cost of the first.
    initialPageParam: 0,
    getNextPageParam: (last: EarningsPage) => (last.has_more && last.next_before !== null ? last.next_before : undefined),
  });

export function usePledgeEarnings() {
  return useInfiniteQuery(pledgeEarningsQuery());
}
