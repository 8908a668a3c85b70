import type { WalletData } from '@mcc/contract/fund';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../runtime/request';
import { walletKeys } from './wallet-keys';

export function getWallet(): Promise<WalletData> {
  return request<WalletData>({ url: '/api/fund/wallet', silent: true });
}

export const walletQuery = () => queryOptions({ queryKey: walletKeys.overview(), queryFn: getWallet });

/** Every asset card of "my wallet" and the total value in USDT. */
export function useWallet() {
  return useQuery(walletQuery());
}
