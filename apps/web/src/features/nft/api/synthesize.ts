import { nftApi } from '@mcc/contract/nft';
import { useMoneyCall } from '../../../shared/money-attempt';
import { afterMoney } from './nft-keys';

export function useSynthesize() {
  return useMoneyCall(nftApi.synthesize, afterMoney);
}
