import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { endpointBeforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useDraws(kind: 'box' | 'synthesis') {
  return useInfiniteQuery(endpointBeforeQuery(nftKeys.draws(kind), nftApi.draws, { kind }));
}
