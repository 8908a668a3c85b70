// One Idempotency-Key per confirmed money action. A retry of the same attempt (same body after a
// network failure or a time-out, when nobody knows whether the server acted) sends the same key, so
// the server answers with the first result instead of moving money twice. A definite answer
// (success or refusal) ends the attempt: the next confirmation gets a new key.
import { canonicalJson } from '@mcc/contract/canonical-json';
import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { call, RequestError } from '../runtime/request';

/** 32 hex characters from the browser's CSPRNG (randomUUID needs a secure context; this does not). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * True when the outcome of a request is unknown: it may or may not have reached the server
 * (network failure, time-out, a gateway's non-envelope answer). A `code: 0` refusal and a 401 are
 * definite answers; an abort by the page is not retried.
 */
export function isUncertain(error: unknown): boolean {
  return error instanceof RequestError && error.code !== 0 && error.code !== 401 && error.code !== 600003;
}

export class MoneyAttempts {
  #pending: { key: string; fingerprint: string } | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key to send `body` with: the open attempt's key when `body` is that attempt's, else a new one. */
  keyFor(body: unknown): string {
    const fingerprint = canonicalJson(body);
    if (this.#pending?.fingerprint !== fingerprint) this.#pending = { key: this.newKey(), fingerprint };
    return this.#pending.key;
  }

  /** Records how the request ended: only an uncertain failure keeps the attempt open for a retry. */
  settle(error?: unknown): void {
    if (!error || !isUncertain(error)) this.#pending = null;
  }

  /** The open attempt's key, if a retry is possible. */
  get openKey(): string | null {
    return this.#pending?.key ?? null;
  }

  /** Sends `body` with its attempt's key; settles the attempt by the outcome. */
  async run<T>(body: unknown, send: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(body);
    try {
      const result = await send(key);
      this.settle();
      return result;
    } catch (error) {
      this.settle(error);
      throw error;
    }
  }
}

/** A page's money attempts, kept across renders. */
export function useMoneyAttempts(): MoneyAttempts {
  const ref = useRef<MoneyAttempts | null>(null);
  ref.current ??= new MoneyAttempts();
  return ref.current;
}

/**
 * The mutation of a money call: each confirmation is one attempt with its Idempotency-Key (a retry
 * of an uncertain attempt reuses it); a refusal is left to the form (`quietRefusal`); every query
 * under `invalidate` refreshes after, whatever the outcome.
 */
export function useMoneyCall<E extends Endpoint<'POST'>>(endpoint: E, invalidate: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const attempts = useMoneyAttempts();
  return useMutation<DataOf<E>, Error, InputOf<E>>({
    mutationFn: (body) => attempts.run(body, (key) => call(endpoint, body, { idempotencyKey: key, quietRefusal: true })),
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
