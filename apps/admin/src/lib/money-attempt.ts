// One Idempotency-Key per money action. A retry of the same action (same path and body after a
// time-out or a lost connection, when nobody knows whether the server acted) sends the same key, so
// the server answers with the first result instead of moving money twice. A definite answer
// (success or refusal) ends the attempt: the next confirmation of the same body is a new action
// with a new key. The members' app does the same (apps/web/src/shared/money-attempt.ts); the
// console keeps one open attempt per action, since an operator works through a list of rows.

/** The body as a stable string: keys sorted, so the same fields in another order are the same action. */
export function bodyFingerprint(body: unknown): string {
  if (Array.isArray(body)) return `[${body.map(bodyFingerprint).join(',')}]`;
  if (body && typeof body === 'object') {
    const entries = Object.entries(body as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${bodyFingerprint(v)}`).join(',')}}`;
  }
  return JSON.stringify(body) ?? 'null';
}

export class MoneyAttempts {
  /** Open attempts (sent, outcome unknown) by the action's fingerprint. */
  readonly #open = new Map<string, string>();

  constructor(
    /** True when an error leaves the outcome unknown. */
    private readonly uncertain: (error: unknown) => boolean,
    private readonly newKey: () => string,
  ) {}

  /** The key to send `action` with: its open attempt's key, else a new one (which opens the attempt). */
  keyFor(action: unknown): string {
    const fingerprint = bodyFingerprint(action);
    let key = this.#open.get(fingerprint);
    if (key === undefined) {
      key = this.newKey();
      this.#open.set(fingerprint, key);
    }
    return key;
  }

  /** The open attempt's key for `action`, if a retry is possible. */
  openKey(action: unknown): string | null {
    return this.#open.get(bodyFingerprint(action)) ?? null;
  }

  /** Sends `action` with its attempt's key; only an uncertain failure keeps the attempt open. */
  async run<T>(action: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const fingerprint = bodyFingerprint(action);
    const key = this.keyFor(action);
    try {
      const result = await send(key);
      if (this.#open.get(fingerprint) === key) this.#open.delete(fingerprint);
      return result;
    } catch (error) {
      if (!this.uncertain(error) && this.#open.get(fingerprint) === key) this.#open.delete(fingerprint);
      throw error;
    }
  }
}
