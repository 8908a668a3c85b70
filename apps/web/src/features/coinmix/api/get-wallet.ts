import { useQuery } from '@tanstack/react-query';
import { coinMixWalletQuery } from '../../../shared/api/get-total-value';

export function useCoinMixWallet() {
  return useQuery(coinMixWalletQuery());
}
