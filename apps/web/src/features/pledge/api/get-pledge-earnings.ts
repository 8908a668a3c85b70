import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nextBefore } from '../../../shared/api/pages';
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
    getNextPageParam: nextBefore,
  });

export function usePledgeEarnings() {
  return useInfiniteQuery(pledgeEarningsQuery());
}
