import { fundApi } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export function getWallet() {
  return call(fundApi.wallet, {}, { silent: true });
}

export const walletQuery = () => queryOptions({ queryKey: walletKeys.overview(), queryFn: getWallet });

/** Every asset card of "my wallet" and the total value in USDT. */
export function useWallet() {
  return useQuery(walletQuery());
}
