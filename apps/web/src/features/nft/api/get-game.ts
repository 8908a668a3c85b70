import { nftApi } from '@mcc/contract/nft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

export function useGame() {
  return useQuery(queryOptions({ queryKey: nftKeys.game(), queryFn: () => call(nftApi.game, {}, { silent: true }) }));
}
