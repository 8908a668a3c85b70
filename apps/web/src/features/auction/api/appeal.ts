import { auctionApi } from '@mcc/contract/auction';
import { useAuctionCall } from './auction-keys';

export const useAppeal = () => useAuctionCall(auctionApi.feedback);
export const useAppealReply = () => useAuctionCall(auctionApi.feedbackReply);
