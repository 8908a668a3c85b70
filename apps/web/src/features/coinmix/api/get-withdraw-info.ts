import { coinmixApi } from '@mcc/contract/coinmix';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { coinMixKeys } from './coinmix-keys';

export function useCoinMixWithdrawInfo() {
  return useQuery(
    queryOptions({ queryKey: coinMixKeys.withdrawInfo(), queryFn: () => call(coinmixApi.withdrawInfo, {}, { silent: true }) }),
  );
}
