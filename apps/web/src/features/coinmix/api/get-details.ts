import { coinmixApi } from '@mcc/contract/coinmix';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointNumberedQuery } from '../../../shared/api/paged-query';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixDetails() {
  return useInfiniteQuery(endpointNumberedQuery(coinMixKeys.details(), coinmixApi.detail));
}
