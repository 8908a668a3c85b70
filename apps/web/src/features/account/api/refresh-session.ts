import type { Userinfo } from '@mcc/contract/account';
import { request } from '../../../runtime/request';

/** Trades the HttpOnly refresh cookie (set by "stay signed in") for a new session; silent. */
export function refreshSession(): Promise<{ userinfo: Userinfo }> {
  return request({ url: '/api/user/refresh', method: 'POST', silent: true, quietRefusal: true });
}
