import { nftApi } from '@mcc/contract/nft';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

export function useVerify(drawId: number | null) {
  return useQuery({
    queryKey: nftKeys.verify(drawId ?? 0),
    queryFn: () => call(nftApi.verify, { draw_id: drawId ?? 0 }, { silent: true }),
    enabled: drawId !== null,
  });
}
