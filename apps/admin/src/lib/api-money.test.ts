import { adminFundApi } from '@mcc/contract/admin-fund';
import { adminPledgeApi } from '@mcc/contract/pledge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isUncertain } from './api';

describe('console money attempts', () => {
  it('only an unreachable server, an unreadable answer or a 5xx leaves the outcome uncertain', () => {
    expect(isUncertain(new ApiError(-1, 'unreachable', 0))).toBe(true);
    expect(isUncertain(new ApiError(-1, 'HTTP 504 without a readable body', 504))).toBe(true);
    expect(isUncertain(new ApiError(0, 'server error', 500))).toBe(true);
    expect(isUncertain(new ApiError(0, 'refused', 200))).toBe(false);
    expect(isUncertain(new ApiError(0, 'no permission', 403))).toBe(false);
    expect(isUncertain(new ApiError(401, 'sign in again', 401))).toBe(false);
    expect(isUncertain(new Error('bug'))).toBe(false);
  });
});

describe('api.call of a money endpoint', () => {
  const keys: (string | null)[] = [];
  let answers: (() => Promise<Response>)[] = [];

  beforeEach(() => {
    const store = new Map<string, string>([['mcc-console-token', 'operator-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected request');
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    keys.length = 0;
    answers = [];
  });

  /** An answer with the envelope `body`, as the server or a gateway sends it. */
  function envelope(body: unknown, status = 200) {
    return () => Promise.resolve(new Response(JSON.stringify(body), { status }));
  }
  const timeout = () => Promise.reject(new TypeError('Failed to fetch'));

  it('sends a retry after a lost answer or a 502 with the first key, and the next action with a new one', async () => {
    answers = [timeout, envelope({ code: 0, msg: 'Bad gateway' }, 502), envelope({ code: 1, msg: 'ok', data: { id: 9 } })];
    const body = { user_id: 3, asset: 'USDT', amount: '10.00', reason: 'refund' };
    await expect(api.call(adminFundApi.adjust, body)).rejects.toThrow('无法连接服务器');
    await expect(api.call(adminFundApi.adjust, { ...body })).rejects.toThrow('Bad gateway');
    await expect(api.call(adminFundApi.adjust, body)).resolves.toEqual({ id: 9 });
    answers = [envelope({ code: 1, msg: 'ok', data: { id: 10 } })];
    await api.call(adminFundApi.adjust, body);
    expect(keys[0]).toMatch(/^console-[0-9a-f]{32}$/);
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('gives a new key after a refusal', async () => {
    answers = [envelope({ code: 0, msg: 'Insufficient pool balance' }), envelope({ code: 1, msg: 'ok', data: {} })];
    const body = { asset: 'USDT', amount: '5.00', reason: 'top up' };
    await expect(api.call(adminPledgeApi.fundPool, body)).rejects.toThrow('Insufficient pool balance');
    await api.call(adminPledgeApi.fundPool, body);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
