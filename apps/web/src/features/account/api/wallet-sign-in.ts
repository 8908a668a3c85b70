import type { TpLoginData, TpRegisterBody, Userinfo } from '@mcc/contract/account';
import { request } from '../../../runtime/request';

export function requestSignInMessage(address: string, chainId: number): Promise<{ message: string }> {
  return request({ url: '/api/user/tpNonce', method: 'POST', data: { address, chain_id: chainId } });
}

export function walletLogin(message: string, signature: string): Promise<TpLoginData> {
  return request({ url: '/api/user/tpLogin', method: 'POST', data: { message, signature } });
}

export function walletRegister(body: TpRegisterBody): Promise<{ userinfo: Userinfo }> {
  return request({ url: '/api/user/tpRegister', method: 'POST', data: body });
}
