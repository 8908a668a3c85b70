import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useSeedHistory() {
  return useInfiniteQuery(endpointBeforeQuery(nftKeys.seedHistory(), nftApi.seedHistory));
}
