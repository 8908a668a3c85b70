import { nftApi } from '@mcc/contract/nft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

export function useNftHome() {
  return useQuery(queryOptions({ queryKey: nftKeys.home(), queryFn: () => call(nftApi.home, {}, { silent: true }) }));
}
