import { coinmixApi } from '@mcc/contract/coinmix';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { numberedQuery } from '../../../shared/api/paged-query';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixDetails() {
  return useInfiniteQuery(numberedQuery(coinMixKeys.details(), (page) => call(coinmixApi.detail, { page }, { silent: true })));
}
