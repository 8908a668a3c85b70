import { randomBytes } from 'node:crypto';
import { accountApi } from '@mcc/contract/account';
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

/** The values of a query string as a test writes them; an `undefined` one is left out. */
export type Query = Record<string, string | number | bigint | boolean | undefined>;

/** The URL of `endpoint` at the path its descriptor gives, with `query` as its query string. */
export function pathOf(endpoint: Endpoint, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search ? `${endpoint.path}?${search}` : endpoint.path;
}

/** A GET's call, with the query it sends. */
export interface GetCall extends Call {
  query?: Query;
}

/** A GET of `endpoint` (with `call.query`), at the path its descriptor gives, as the clients call it. */
export function getFrom<D = AnyData>(t: Pick<TestApp, 'app'>, endpoint: Endpoint<'GET'>, call: GetCall = {}): Promise<Answer<D>> {
  return get<D>(t, pathOf(endpoint, call.query), call);
}

/** The first row of a list `endpoint` answers (lists come newest first), as `call.as` sees it. */
export async function firstRowOf(t: Pick<TestApp, 'app'>, endpoint: Endpoint<'GET'>, call: GetCall = {}): Promise<AnyData> {
  return (await getFrom(t, endpoint, call)).body.data.list[0];
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

/** A call of `endpoint` as its descriptor says: a GET with `input` as its query, or a POST with `input` as its body. */
export function callTo<D = AnyData>(t: Pick<TestApp, 'app'>, endpoint: Endpoint, input?: unknown, call: Call = {}): Promise<Answer<D>> {
  return endpoint.method === 'GET'
    ? getFrom<D>(t, endpoint as Endpoint<'GET'>, { ...call, query: input as Query | undefined })
    : postTo<D>(t, endpoint as Endpoint<'POST'>, input, call);
}

/** A refresh as the browser sends it: no token, only the 'stay signed in' cookie. */
export function refreshWith(t: Pick<TestApp, 'app'>, cookie: string) {
  return t.app.inject({ method: 'POST', url: accountApi.refresh.path, cookies: { mcc_refresh: cookie } });
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
