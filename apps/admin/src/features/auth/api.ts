import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { api } from '../../lib/api';

export function login(username: string, password: string) {
  return api.call(adminSignInApi.login, { username, password });
}

export function logout() {
  return api.call(adminApi.logout, {});
}

/** Changes the signed-in operator's own password; this session stays, their others end. */
export function changeOwnPassword(current: string, password: string) {
  return api.call(adminApi.changeOwnPassword, { current, password });
}
