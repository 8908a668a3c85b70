import { describe, expect, it } from 'vitest';
import { CODE_ABORT, CODE_NETWORK, RequestError } from '../runtime/request';
import { isUncertain, MoneyAttempts, randomKey } from './money-attempt';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('money attempts and their Idempotency-Key', () => {
  it('makes 32 hex characters of randomness per key', () => {
    const a = randomKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey()).not.toBe(a);
  });

  it('only a network failure or a time-out leaves the outcome uncertain', () => {
    expect(isUncertain(new RequestError(CODE_NETWORK, 'network error'))).toBe(true);
    expect(isUncertain(new RequestError(502, 'bad gateway'))).toBe(true);
    expect(isUncertain(new RequestError(0, '支付密码错误'))).toBe(false);
    expect(isUncertain(new RequestError(401, 'unauthorized'))).toBe(false);
    expect(isUncertain(new RequestError(CODE_ABORT, 'abort'))).toBe(false);
    expect(isUncertain(new Error('bug'))).toBe(false);
  });

  it('retries the same attempt with the same key after an uncertain failure', async () => {
    const attempts = new MoneyAttempts(counter());
    const body = { asset: 'USDT', to: '100002', amount: '5.00', paypwd: '258036' };
    const sent: string[] = [];
    await expect(
      attempts.run(body, async (key) => {
        sent.push(key);
        throw new RequestError(CODE_NETWORK, 'network error');
      }),
    ).rejects.toThrow();
    expect(attempts.openKey).toBe('key-1');
    await attempts.run({ ...body }, async (key) => {
      sent.push(key);
      return { id: 1 };
    });
    expect(sent).toEqual(['key-1', 'key-1']);
    expect(attempts.openKey).toBeNull();
  });

  it('gives the next confirmation a new key after a success, even with the same body', async () => {
    const attempts = new MoneyAttempts(counter());
    const body = { amount: '5.00' };
    const keys = [await attempts.run(body, async (key) => key), await attempts.run(body, async (key) => key)];
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('gives a new key after a refusal, and whenever the body changes', async () => {
    const attempts = new MoneyAttempts(counter());
    const refused = (key: string) => Promise.reject(new RequestError(0, `refused ${key}`));
    await expect(attempts.run({ paypwd: '111111' }, refused)).rejects.toThrow('refused key-1');
    await expect(attempts.run({ paypwd: '111111' }, refused)).rejects.toThrow('refused key-2');
    expect(attempts.keyFor({ paypwd: '222222' })).toBe('key-3');
    expect(attempts.keyFor({ paypwd: '222222' })).toBe('key-3');
    expect(attempts.keyFor({ paypwd: '333333' })).toBe('key-4');
  });
});
