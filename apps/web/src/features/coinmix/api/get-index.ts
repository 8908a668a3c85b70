import { useQuery } from '@tanstack/react-query';
import { coinMixIndexQuery } from '../../../shared/api/get-total-value';

export function useCoinMixIndex() {
  return useQuery(coinMixIndexQuery());
}
