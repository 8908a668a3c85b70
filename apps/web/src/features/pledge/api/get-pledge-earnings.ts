import { pledgeApi } from '@mcc/contract/pledge';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { pledgeKeys } from './pledge-keys';

/** My earnings, newest first. */
export function usePledgeEarnings() {
  return useInfiniteQuery(endpointBeforeQuery(pledgeKeys.earnings(), pledgeApi.earnings));
}
