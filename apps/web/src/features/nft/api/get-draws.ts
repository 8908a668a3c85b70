import { nftApi } from '@mcc/contract/nft';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { beforeQuery } from '../../../shared/api/paged-query';
import { nftKeys } from './nft-keys';

export function useDraws(kind: 'box' | 'synthesis') {
  return useInfiniteQuery(beforeQuery(nftKeys.draws(kind), (before) => call(nftApi.draws, { before, kind }, { silent: true })));
}
