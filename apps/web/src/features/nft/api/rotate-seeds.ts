import { nftApi } from '@mcc/contract/nft';
import { useNftCall } from './nft-keys';

export const useRotateSeeds = () => useNftCall(nftApi.rotate);
