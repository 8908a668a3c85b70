// uni-app's storage format: every value is kept as JSON `{ type, data }` except strings, which are
// kept as they are, so values written by the old app stay readable.

interface Wrapped {
  type: string;
  data: unknown;
}

function isWrapped(value: unknown): value is Wrapped {
  return typeof value === 'object' && value !== null && 'type' in value && 'data' in value && Object.keys(value).length === 2;
}

export function setStorageSync(key: string, data: unknown): void {
  const type = typeof data;
  const value = type === 'string' ? (data as string) : JSON.stringify({ type, data } satisfies Wrapped);
  localStorage.setItem(key, value);
}

/** The stored value, or '' when the key is missing (as uni.getStorageSync). */
export function getStorageSync<T = unknown>(key: string): T | '' {
  const value = localStorage.getItem(key);
  if (value === null) return '';
  try {
    const parsed: unknown = JSON.parse(value);
    if (isWrapped(parsed)) return parsed.data as T;
  } catch {
    // a plain string that is not JSON
  }
  return value as T;
}

/** Rejects with `data not found` when the key is missing. */
export async function getStorage<T = unknown>(key: string): Promise<T> {
  if (localStorage.getItem(key) === null) throw new Error('data not found');
  return getStorageSync<T>(key) as T;
}

export function removeStorageSync(key: string): void {
  localStorage.removeItem(key);
}
