import type { Userinfo } from '@mcc/contract/account';
import type { QueryClient } from '@tanstack/react-query';
import { setToken } from '../../../runtime/session';
import { userKeys } from '../../../shared/api/query-keys';

/** Keeps the new session: the token for the request layer and the member for the pages. */
export function signIn(queryClient: QueryClient, userinfo: Userinfo): void {
  queryClient.clear();
  setToken(userinfo.token);
  queryClient.setQueryData(userKeys.info(), { userinfo });
}
