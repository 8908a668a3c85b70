// The one request layer every page goes through: the FastAdmin envelope, the token header, the
// loading toast and the error codes of the uni-app runtime the seed describes.
import { commonApi } from '@mcc/contract/common';
import type { DataOf, Endpoint, InputOf } from '@mcc/contract/endpoint';
import i18n from '../i18n/i18n';
import { API_BASE, NETWORK_TIMEOUT_MS } from './config';
import { redirectTo } from './navigation';
import { clearToken, getToken } from './session';
import { currentOverlay, hideLoading, showLoading, showToast } from './toast';

export const CODE_TIMEOUT = 5;
export const CODE_NETWORK = 5;
export const CODE_ABORT = 600003;
export const CODE_UPLOAD_NETWORK = 602001;
export const LOADING_HIDE_DELAY_MS = 200;
export const AUTO_LOGIN_PATH = '/pages/login/autoLogin';

export class RequestError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.data = data;
  }

  /** The form field the server named in a refusal (`data.field`), if any. */
  get field(): string | undefined {
    const data = this.data;
    return typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string' ? data.field : undefined;
  }
}

export type Method = 'GET' | 'POST';
type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  url: string;
  method?: Method;
  /** Query for GET, JSON body for POST. */
  data?: unknown;
  /** No loading toast (the seed marks these calls silent). */
  silent?: boolean;
  /** Leave a `code: 0` refusal to the caller instead of toasting its msg. */
  quietRefusal?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface Body {
  code: number;
  msg: string;
  data: unknown;
}

// One loading toast for however many requests are in flight.
let inFlight = 0;
let loadingShown = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function startLoading(method: Method): void {
  inFlight += 1;
  clearTimeout(hideTimer);
  if (!loadingShown) {
    loadingShown = true;
    void showLoading({ title: i18n.t(method === 'GET' ? 'runtime.loading' : 'runtime.submitting') });
  }
}

/** Ends one request's loading; `now` hides at once (before an error toast takes its place). */
function endLoading(now: boolean): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0 || !loadingShown) return;
  clearTimeout(hideTimer);
  const hide = () => {
    loadingShown = false;
    // A toast shown since (a success message after a save) has already replaced the loading.
    if (currentOverlay() === 'loading') void hideLoading();
  };
  if (now) hide();
  else hideTimer = setTimeout(hide, LOADING_HIDE_DELAY_MS);
}

function buildUrl(url: string, query: unknown): string {
  const full = /^https?:\/\//.test(url) ? url : `${API_BASE}${url}`;
  if (!query || typeof query !== 'object') return full;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${full}${full.includes('?') ? '&' : '?'}${text}` : full;
}

function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: i18n.language || 'zh-Hans' };
  const token = getToken();
  if (token) headers.token = token;
  return headers;
}

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** 401: the token is no good; the auto-login page tries to restore the session and come back. */
function onUnauthorized(): void {
  clearToken();
  const here = currentUrl();
  if (window.location.pathname === AUTO_LOGIN_PATH || window.location.pathname === '/pages/login/login') return;
  redirectTo({ url: `${AUTO_LOGIN_PATH}?redirect=${encodeURIComponent(here)}` }).catch((error: unknown) => console.warn(error));
}

interface Transport {
  method: Method;
  url: string;
  init: RequestInit;
  silent: boolean;
  signal: AbortSignal | undefined;
  networkCode: number;
  quietRefusal?: boolean;
}

/** Runs one fetch with the time-out, the abort signal, the loading toast and the status rules. */
async function send<T>({ method, url, init, silent, signal, networkCode, quietRefusal = false }: Transport): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, NETWORK_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort);
  if (!silent) startLoading(method);
  let response: Response;
  try {
    response = await fetch(url, { ...init, method, signal: controller.signal, credentials: 'same-origin' });
  } catch (cause) {
    if (!silent) endLoading(true);
    if (timedOut) throw new RequestError(CODE_TIMEOUT, 'timeout');
    if (controller.signal.aborted) throw new RequestError(CODE_ABORT, 'abort');
    // The seed only logs a network failure; the page shows its own error state.
    console.error('request failed', url, cause);
    throw new RequestError(networkCode, 'network error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  if (response.status === 401) {
    if (!silent) endLoading(true);
    onUnauthorized();
    throw new RequestError(401, 'unauthorized');
  }
  let body: Body | null = null;
  if (response.status === 200) {
    try {
      body = (await response.json()) as Body;
    } catch {
      body = null;
    }
  }
  if (!body || typeof body.code !== 'number') {
    if (!silent) endLoading(true);
    const message = i18n.t('runtime.requestError');
    void showToast({ title: message, duration: method === 'GET' ? 1000 : 500 });
    throw new RequestError(response.status, message);
  }
  if (body.code !== 1) {
    if (!silent) endLoading(true);
    if (body.msg && !quietRefusal) void showToast({ title: body.msg });
    throw new RequestError(body.code, body.msg, body.data);
  }
  if (!silent) endLoading(false);
  return body.data as T;
}

/**
 * GET or POST to the API. Resolves with `data` of a `code: 1` envelope; rejects with a
 * RequestError otherwise (its toast already shown).
 */
export function request<T>({ url, method = 'GET', data, silent = false, quietRefusal, signal, headers }: RequestOptions): Promise<T> {
  const init: RequestInit = { headers: { ...commonHeaders(), ...headers } };
  if (method === 'POST') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(data ?? {});
  }
  return send<T>({
    method,
    url: method === 'GET' ? buildUrl(url, data) : buildUrl(url, null),
    init,
    silent,
    quietRefusal,
    signal,
    networkCode: CODE_NETWORK,
  });
}

export interface CallOptions {
  silent?: boolean;
  quietRefusal?: boolean;
  signal?: AbortSignal;
  /** The attempt's Idempotency-Key: required by a call that moves money (`shared/money-attempt`). */
  idempotencyKey?: string;
}

/**
 * Calls an API endpoint through its contract descriptor: the path, the method and the shape of
 * what goes and comes back are the contract's, never retyped here.
 */
export function call<E extends Endpoint>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<DataOf<E>> {
  const { idempotencyKey, ...rest } = options;
  if (endpoint.money && !idempotencyKey) throw new Error(`${endpoint.path} moves money: send it with its attempt's Idempotency-Key`);
  return request<DataOf<E>>({
    url: endpoint.path,
    method: endpoint.method,
    data: input,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    ...rest,
  });
}

export interface UploadOptions {
  url?: string;
  file: Blob;
  fileName?: string;
  /** Multipart field name. */
  name?: string;
  formData?: Record<string, string>;
  signal?: AbortSignal;
  silent?: boolean;
}

/** Multipart upload (default the members' image upload, field `file`). */
export async function uploadFile<T>({
  url = commonApi.upload.path,
  file,
  fileName = 'upload',
  name = 'file',
  formData = {},
  signal,
  silent = false,
}: UploadOptions): Promise<T> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    throw new RequestError(CODE_UPLOAD_NETWORK, 'file error');
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(formData)) form.append(key, value);
  form.append(name, new Blob([bytes], { type: file.type }), fileName);
  return send<T>({
    method: 'POST',
    url: buildUrl(url, null),
    init: { headers: commonHeaders(), body: form },
    silent,
    signal,
    networkCode: CODE_UPLOAD_NETWORK,
  });
}
