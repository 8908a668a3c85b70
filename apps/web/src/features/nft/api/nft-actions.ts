import type { DataOf, InputOf } from '@mcc/contract/endpoint';
import { nftApi } from '@mcc/contract/nft';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { queryRoots } from '../../../shared/api/query-keys';
import { useMoneyCall } from '../../../shared/money-attempt';
import { nftKeys } from './nft-keys';

// What members do with NFTs. Buying, opening a box and synthesising go under an Idempotency-Key
// with the pay password; listing, repricing, cancelling and rotating seeds move no money.

export type BuyResult = DataOf<typeof nftApi.buy>;
export type OpenResult = DataOf<typeof nftApi.open>;
export type SynthesizeResult = DataOf<typeof nftApi.synthesize>;
export type RotateResult = DataOf<typeof nftApi.rotate>;

const afterMoney = [nftKeys.all, queryRoots.wallet, queryRoots.user];

export function useBuy() {
  return useMoneyCall(nftApi.buy, afterMoney);
}

export function useOpenBox() {
  return useMoneyCall(nftApi.open, afterMoney);
}

export function useSynthesize() {
  return useMoneyCall(nftApi.synthesize, afterMoney);
}

/** A call that moves no money; refusals are left to the form, and every NFT query refreshes after. */
function useNftCall<E extends typeof nftApi.list | typeof nftApi.reprice | typeof nftApi.cancel | typeof nftApi.rotate>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (input) => call(endpoint, input, { quietRefusal: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nftKeys.all }),
  });
}

export const useList = () => useNftCall(nftApi.list);
export const useReprice = () => useNftCall(nftApi.reprice);
export const useCancelListing = () => useNftCall(nftApi.cancel);
export const useRotateSeeds = () => useNftCall(nftApi.rotate);
