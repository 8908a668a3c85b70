import { nftApi } from '@mcc/contract/nft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

export function useCollections() {
  return useQuery(queryOptions({ queryKey: nftKeys.collections(), queryFn: () => call(nftApi.collections, {}, { silent: true }) }));
}
