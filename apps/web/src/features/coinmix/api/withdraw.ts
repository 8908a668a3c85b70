import { coinmixApi } from '@mcc/contract/coinmix';
import { useMoneyCall } from '../../../shared/money-attempt';
import { moved } from './coinmix-keys';

export const useCoinMixWithdraw = () => useMoneyCall(coinmixApi.withdraw, moved);
