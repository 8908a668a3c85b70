import { nftApi } from '@mcc/contract/nft';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { nftKeys } from './nft-keys';

/** One NFT; a refusal (no such NFT) is the page's to show, not a toast. */
export function useNftDetail(id: number | null) {
  return useQuery({
    queryKey: nftKeys.detail(id ?? 0),
    queryFn: () => call(nftApi.detail, { id: id ?? 0 }, { silent: true, quietRefusal: true }),
    enabled: id !== null,
    retry: false,
  });
}
