import { nftApi } from '@mcc/contract/nft';
import { useNftCall } from './nft-keys';

export const useReprice = () => useNftCall(nftApi.reprice);
