import { auctionApi } from '@mcc/contract/auction';
import { useAuctionCall } from './auction-keys';

export const useAddLot = () => useAuctionCall(auctionApi.add);
