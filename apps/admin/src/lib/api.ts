// The console's one request layer: the FastAdmin envelope, the operator token, and refusals as
// errors carrying the server's message, which every page shows as it is.
import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import { MoneyAttempts, randomKey } from '@mcc/contract/money-attempts';
import { currentLanguage, t } from '../i18n/i18n';
import { clearToken, getToken } from './session';

export const API_BASE = '/admin/api';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get field(): string | undefined {
    const d = this.data;
    return typeof d === 'object' && d !== null && 'field' in d && typeof d.field === 'string' ? d.field : undefined;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** Called once when a call answers 401: the session is gone and the app must go to sign-in. */
let onUnauthorized: () => void = () => undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * A fresh Idempotency-Key for one money action: the server applies a repeated request with the
 * same key once. getRandomValues works outside secure contexts too (a console on plain http).
 */
export function newIdempotencyKey(): string {
  return `console-${randomKey()}`;
}

async function send<T>(method: 'GET' | 'POST', path: string, query?: Query, body?: unknown, idempotencyKey?: string): Promise<T> {
  // The operator's language, so the server's refusals arrive in the language of the page.
  const headers: Record<string, string> = { lang: currentLanguage() };
  const token = getToken();
  if (token) headers.token = token;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (method === 'POST') headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined });
  } catch {
    throw new ApiError(-1, t('common.unreachable'), 0);
  }
  let payload: { code?: number; msg?: string; data?: unknown };
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(-1, t('common.unreadable', { status: response.status }), response.status);
  }
  if (response.status === 401 || payload.code === 401) {
    clearToken();
    onUnauthorized();
    throw new ApiError(401, payload.msg || t('common.signInAgain'), 401);
  }
  if (payload.code !== 1) throw new ApiError(payload.code ?? 0, payload.msg || `HTTP ${response.status}`, response.status, payload.data);
  return payload.data as T;
}

/** The path of a console call below API_BASE. */
function pathOf(endpoint: Endpoint): string {
  if (!endpoint.path.startsWith(API_BASE)) throw new Error(`${endpoint.path} is not a console call`);
  return endpoint.path.slice(API_BASE.length);
}

/**
 * True when a failed call may or may not have acted: the server could not be reached or answered
 * unreadably (`code -1`), or failed on its side (HTTP 5xx). A refusal (`code 0`, HTTP 200 or 4xx)
 * and a 401 are definite answers.
 */
export function isUncertain(error: unknown): boolean {
  return error instanceof ApiError && (error.code === -1 || error.status >= 500);
}

/** The console's open money attempts: one per action (path and body), since an operator works through a list of rows. */
const moneyAttempts = new MoneyAttempts({ uncertain: isUncertain, newKey: newIdempotencyKey });

export const api = {
  /**
   * Calls a console endpoint through its contract descriptor. A call that moves money goes under its
   * attempt's Idempotency-Key: a retry of the same body after an uncertain failure reuses the key,
   * so the server acts at most once.
   */
  call: <E extends Endpoint>(endpoint: E, input: InputOf<E>): Promise<DataOf<E>> => {
    const path = pathOf(endpoint);
    if (endpoint.money) return moneyAttempts.run(path, input, (key) => send<DataOf<E>>('POST', path, undefined, input, key));
    const query = endpoint.method === 'GET' ? (input as Query | undefined) : undefined;
    return send<DataOf<E>>(endpoint.method, path, query, endpoint.method === 'POST' ? input : undefined);
  },
};

/** The message to show for any error thrown by a call. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
