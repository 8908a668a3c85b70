import { auctionApi } from '@mcc/contract/auction';
import { useMoneyCall } from '../../../shared/money-attempt';
import { afterMoney } from './auction-keys';

export function useBid() {
  return useMoneyCall(auctionApi.bid, afterMoney);
}
