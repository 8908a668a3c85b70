import { api } from '../../lib/api';

export function login(username: string, password: string) {
  return api.post<{ token: string; username: string; role: string }>('/login', { username, password });
}

export function logout() {
  return api.post<null>('/logout', {});
}

/** Changes the signed-in operator's own password; this session stays, their others end. */
export function changeOwnPassword(current: string, password: string) {
  return api.post<{ other_sessions_ended: number }>('/me/password', { current, password });
}
