import { nftApi } from '@mcc/contract/nft';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

export function useBoxes() {
  return useQuery(queryOptions({ queryKey: nftKeys.boxes(), queryFn: () => call(nftApi.boxes, {}, { silent: true }) }));
}
