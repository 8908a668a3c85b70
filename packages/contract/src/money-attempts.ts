// One Idempotency-Key per money action, for the members' app and the console alike. A retry of the
// same action (same path and body after a time-out or a lost connection, when nobody knows whether
// the server acted) sends the same key, so the server answers with the first result instead of
// moving money twice. A definite answer (success or refusal) ends the attempt: the next
// confirmation of the same body is a new action with a new key.
//
// An open attempt is also written to the tab's sessionStorage while its answer is unknown, so a
// reload in the middle of a request retries with the same key. What is written is the path, the
// key and the body without its secrets: a pay password or a code never leaves the page's memory.
// Free of React and of the DOM: the storage is passed in, `sessionStorage` when there is one.
import { canonicalJson } from './canonical-json';

/** 32 hex characters from the platform's CSPRNG (randomUUID needs a secure context; this does not). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fields of a money body that are secrets: never written to storage, nor part of a stored fingerprint. */
export const SECRET_FIELDS: readonly string[] = ['paypwd', 'password', 'code', 'totp', 'secret'];

/** The body as a stable string, whatever the order of its fields (see `canonicalJson`). */
export function bodyFingerprint(body: unknown): string {
  return canonicalJson(body);
}

/** The body's fingerprint with every secret field left out, at any depth: what storage may hold. */
export function publicFingerprint(body: unknown): string {
  return canonicalJson(withoutSecrets(body));
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (!SECRET_FIELDS.includes(k)) kept[k] = withoutSecrets(v);
    return kept;
  }
  return value;
}

/** The part of the Web Storage interface the attempts use. */
export interface AttemptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The tab's sessionStorage when the platform has one (a browser), else none. */
export function sessionAttemptStorage(): AttemptStorage | null {
  try {
    return (globalThis as { sessionStorage?: AttemptStorage }).sessionStorage ?? null;
  } catch {
    // A sandboxed frame throws on the very access.
    return null;
  }
}

/** Where a path's open attempts are kept in storage. */
export const STORAGE_PREFIX = 'mcc-money-attempt:';
/** At most this many open attempts are kept per path (the newest). */
const KEPT_PER_PATH = 20;

interface StoredAttempt {
  /** `publicFingerprint` of the body. */
  body: string;
  key: string;
}

interface OpenAttempt {
  path: string;
  /** `publicFingerprint` of the body: what storage holds of it. */
  body: string;
  key: string;
}

export interface MoneyAttemptsOptions {
  /** True when an error leaves the outcome unknown (the request may have acted). */
  uncertain: (error: unknown) => boolean;
  newKey?: () => string;
  /** Where open attempts outlive the page; `null` for memory only. Default: `sessionStorage` if any. */
  storage?: AttemptStorage | null;
}

/** The open attempts of one page or client, one per action (path and body). */
export class MoneyAttempts {
  readonly #open = new Map<string, OpenAttempt>();
  /** Attempts a page before this one left open, by path, until a body takes them up or they end. */
  readonly #carried = new Map<string, StoredAttempt[]>();
  readonly #uncertain: (error: unknown) => boolean;
  readonly #newKey: () => string;
  readonly #storage: AttemptStorage | null;

  constructor(options: MoneyAttemptsOptions) {
    this.#uncertain = options.uncertain;
    this.#newKey = options.newKey ?? randomKey;
    this.#storage = options.storage === undefined ? sessionAttemptStorage() : options.storage;
  }

  /** The key to send `body` to `path` with: its open attempt's key, else a new one (which opens the attempt). */
  keyFor(path: string, body: unknown): string {
    return this.#attempt(path, body).attempt.key;
  }

  /** The open attempt of `body` at `path` (its id: the path and the body's fingerprint, secrets included, in memory only), opened if there is none. */
  #attempt(path: string, body: unknown): { id: string; attempt: OpenAttempt } {
    const id = `${path}\n${bodyFingerprint(body)}`;
    let attempt = this.#open.get(id);
    if (!attempt) {
      const publicBody = publicFingerprint(body);
      attempt = { path, body: publicBody, key: this.#takeCarried(path, publicBody) ?? this.#newKey() };
      this.#open.set(id, attempt);
    }
    return { id, attempt };
  }

  /** The open attempt's key for `body` at `path`, if a retry is possible. */
  openKey(path: string, body: unknown): string | null {
    return this.#open.get(`${path}\n${bodyFingerprint(body)}`)?.key ?? null;
  }

  /** Sends `body` with its attempt's key; only an uncertain failure keeps the attempt open. */
  async run<T>(path: string, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const { id, attempt } = this.#attempt(path, body);
    const key = attempt.key;
    this.#write(path, (stored) => [...stored.filter((s) => s.body !== attempt.body), { body: attempt.body, key }].slice(-KEPT_PER_PATH));
    try {
      const result = await send(key);
      this.#end(id, key);
      return result;
    } catch (error) {
      if (!this.#uncertain(error)) this.#end(id, key);
      throw error;
    }
  }

  /** A definite answer came for `key`: the attempt is over, in memory and in storage. */
  #end(id: string, key: string): void {
    const attempt = this.#open.get(id);
    if (attempt?.key !== key) return;
    this.#open.delete(id);
    this.#write(attempt.path, (stored) => stored.filter((s) => s.key !== key));
  }

  /** The key a page before this one left open for the same path and body, taken once. */
  #takeCarried(path: string, publicBody: string): string | undefined {
    if (!this.#carried.has(path)) this.#carried.set(path, this.#read(path));
    const carried = this.#carried.get(path) ?? [];
    const found = carried.find((s) => s.body === publicBody);
    if (found)
      this.#carried.set(
        path,
        carried.filter((s) => s !== found),
      );
    return found?.key;
  }

  #read(path: string): StoredAttempt[] {
    try {
      const parsed: unknown = JSON.parse(this.#storage?.getItem(STORAGE_PREFIX + path) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isStoredAttempt) : [];
    } catch {
      return [];
    }
  }

  /** Rewrites the path's stored attempts; a storage that refuses (private mode, quota) leaves memory alone. */
  #write(path: string, change: (stored: StoredAttempt[]) => StoredAttempt[]): void {
    if (!this.#storage) return;
    try {
      const next = change(this.#read(path));
      if (next.length === 0) this.#storage.removeItem(STORAGE_PREFIX + path);
      else this.#storage.setItem(STORAGE_PREFIX + path, JSON.stringify(next));
    } catch {
      // Memory still holds the attempt for this page.
    }
  }
}

function isStoredAttempt(value: unknown): value is StoredAttempt {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredAttempt).body === 'string' &&
    typeof (value as StoredAttempt).key === 'string'
  );
}
