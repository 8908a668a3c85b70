import { accountApi } from '@mcc/contract/account';
import { call } from '../../../runtime/request';

/** Trades the HttpOnly refresh cookie (set by "stay signed in") for a new session; silent. */
export function refreshSession() {
  return call(accountApi.refresh, undefined, { silent: true, quietRefusal: true });
}
