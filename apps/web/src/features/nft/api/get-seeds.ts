import { nftApi } from '@mcc/contract/nft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

export function useSeeds() {
  return useQuery(queryOptions({ queryKey: nftKeys.seeds(), queryFn: () => call(nftApi.seeds, {}, { silent: true }) }));
}
