import { accountApi } from '@mcc/contract/account';
import type { InputOf } from '@mcc/contract/endpoint';
import { call } from '../../../runtime/request';

export function requestSignInMessage(address: string, chainId: number) {
  return call(accountApi.tpNonce, { address, chain_id: chainId });
}

export function walletLogin(message: string, signature: string) {
  return call(accountApi.tpLogin, { message, signature });
}

export function walletRegister(body: InputOf<typeof accountApi.tpRegister>) {
  return call(accountApi.tpRegister, body);
}
