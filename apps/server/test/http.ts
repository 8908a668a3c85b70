import { randomBytes } from 'node:crypto';
import type { Endpoint } from '@mcc/contract/endpoint';
import type { Envelope } from '@mcc/contract/envelope';
import type { TestApp } from './test-app';

// Calls through the real routes with `app.inject`, as the members' app and the console make them:
// a token, a language, an Idempotency-Key on money POSTs, and the client's address.

/** Whose call it is: a member or operator (anything holding a token), a bare token, or nobody. */
export type Caller = { token: string } | string | null;

export interface Call {
  as?: Caller;
  /** The `lang` header; English unless given. */
  lang?: string;
  /** The client's address (per-IP limits); the injector's own 127.0.0.1 unless given. */
  ip?: string;
  /** The Idempotency-Key header of a money POST (see `newKey`). */
  key?: string;
  /** More headers, or ones that replace the above. */
  headers?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: a test reads an answer field by field and lets expect() judge it; pass D for a typed read.
type AnyData = any;

/** An answer: the HTTP status and the envelope `{ code, msg, time, data }`. */
export interface Answer<D = AnyData> {
  status: number;
  body: Envelope<D>;
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string; [attribute: string]: unknown }>;
}

/** The request headers a `Call` stands for. */
export function headersOf(call: Call): Record<string, string> {
  const token = typeof call.as === 'string' ? call.as : call.as?.token;
  return {
    lang: call.lang ?? 'en',
    ...(token ? { token } : {}),
    ...(call.key === undefined ? {} : { 'idempotency-key': call.key }),
    ...call.headers,
  };
}

/** One call of `method` on `url` with `body` as its payload (an object goes as JSON), or none when undefined. */
export async function request<D = AnyData>(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  call: Call = {},
): Promise<Answer<D>> {
  const res = await t.app.inject({
    method,
    url,
    headers: headersOf(call),
    ...(body === undefined ? {} : { payload: body as object }),
    ...(call.ip ? { remoteAddress: call.ip } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, cookies: res.cookies as Answer['cookies'] };
}

export function get<D = AnyData>(t: Pick<TestApp, 'app'>, url: string, call: Call = {}): Promise<Answer<D>> {
  return request<D>(t, 'GET', url, undefined, call);
}

export function post<D = AnyData>(t: Pick<TestApp, 'app'>, url: string, body?: unknown, call: Call = {}): Promise<Answer<D>> {
  return request<D>(t, 'POST', url, body, call);
}

/** A GET of `endpoint`, at the path its descriptor gives, as the clients call it. */
export function getFrom<D = AnyData>(t: Pick<TestApp, 'app'>, endpoint: Endpoint<'GET'>, call: Call = {}): Promise<Answer<D>> {
  return get<D>(t, endpoint.path, call);
}

/** A POST of `body` to `endpoint`, at the path its descriptor gives, as the clients call it. */
export function postTo<D = AnyData>(
  t: Pick<TestApp, 'app'>,
  endpoint: Endpoint<'POST'>,
  body?: unknown,
  call: Call = {},
): Promise<Answer<D>> {
  return post<D>(t, endpoint.path, body, call);
}

/** A new Idempotency-Key, as a client makes one per action. */
export function newKey(): string {
  return `k-${randomBytes(9).toString('base64url')}`;
}

/** Whether `body` is the answer envelope every route sends: `{ code, msg, time, data }`. */
export function isEnvelope(body: unknown): boolean {
  const b = body as Record<string, unknown> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.code === 'number' &&
    typeof b.msg === 'string' &&
    typeof b.time === 'number' &&
    'data' in b
  );
}

/** Never waits on an answer that does not come (an event stream that opened after all): fails after 10 s. */
export async function within<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in 10 s`)), 10_000);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
