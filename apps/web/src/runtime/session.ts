import { useSyncExternalStore } from 'react';
import { getStorageSync, removeStorageSync, setStorageSync } from './storage';

// The member's token, kept where the old app kept it (storage key `token`), with a subscription
// so the shell re-renders on sign-in and sign-out.
const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string {
  const token = getStorageSync(TOKEN_KEY);
  return typeof token === 'string' ? token : '';
}

export function setToken(token: string): void {
  setStorageSync(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  removeStorageSync(TOKEN_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Without a browser (the build's prerender) there is no token; in the browser, adopting a prerendered
// page (hydration) reads the real one: the page was only kept for a visitor it fits.
const serverToken = (): string => (typeof window === 'undefined' ? '' : getToken());

export function useToken(): string {
  return useSyncExternalStore(subscribe, getToken, serverToken);
}
