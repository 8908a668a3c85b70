import { coinmixApi } from '@mcc/contract/coinmix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixKeys } from './coinmix-keys';

export function useNavHistory() {
  return useQuery(queryOptions({ queryKey: coinMixKeys.history(), queryFn: () => call(coinmixApi.history, {}, { silent: true }) }));
}
