// The operator's token, kept for this browser tab's origin until logout or a 401.
const KEY = 'mcc-console-token';

export function getToken(): string | null {
  return localStorage.getItem(KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}
