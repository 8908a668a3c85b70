import type { DataOf } from '@mcc/contract/endpoint';
import { pledgeApi } from '@mcc/contract/pledge';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { pledgeKeys } from './pledge-keys';

export type EarningsPage = DataOf<typeof pledgeApi.earnings>;

/** A page of my earnings, newest first, older than the earning `before` (undefined: the newest). */
export function getPledgeEarnings(before: number | undefined): Promise<EarningsPage> {
  return call(pledgeApi.earnings, { before }, { silent: true });
}

export const pledgeEarningsQuery = () => beforeQuery(pledgeKeys.earnings(), getPledgeEarnings);

export function usePledgeEarnings() {
  return useInfiniteQuery(pledgeEarningsQuery());
}
