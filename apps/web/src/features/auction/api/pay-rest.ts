import { auctionApi } from '@mcc/contract/auction';
import { useMoneyCall } from '../../../shared/money-attempt';
import { afterMoney } from './auction-keys';

export function usePayRest() {
  return useMoneyCall(auctionApi.pay, afterMoney);
}
