import { MoneyAttempts } from '@mcc/contract/money-attempts';
import { describe, expect, it } from 'vitest';
import { CODE_ABORT, CODE_NETWORK, RequestError } from '../runtime/request';
import { isUncertain } from './money-attempt';

describe("the members' money attempts", () => {
  it('only a network failure or a time-out leaves the outcome uncertain', () => {
    expect(isUncertain(new RequestError(CODE_NETWORK, 'network error'))).toBe(true);
    expect(isUncertain(new RequestError(502, 'bad gateway'))).toBe(true);
    expect(isUncertain(new RequestError(0, '支付密码错误'))).toBe(false);
    expect(isUncertain(new RequestError(401, 'unauthorized'))).toBe(false);
    expect(isUncertain(new RequestError(CODE_ABORT, 'abort'))).toBe(false);
    expect(isUncertain(new Error('bug'))).toBe(false);
  });
});

describe('a money attempt across a reload of the page', () => {
  it("is kept in the tab's sessionStorage until its answer is known", async () => {
    sessionStorage.clear();
    const path = '/api/wallet/transfer';
    const body = { asset: 'USDT', to: '100002', amount: '5.00', paypwd: '258036' };
    const sent: string[] = [];
    const lost = (key: string) => {
      sent.push(key);
      return Promise.reject(new RequestError(CODE_NETWORK, 'network error'));
    };
    await expect(new MoneyAttempts({ uncertain: isUncertain }).run(path, body, lost)).rejects.toThrow();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('258036');
    await new MoneyAttempts({ uncertain: isUncertain }).run(path, { ...body }, async (key) => sent.push(key));
    expect(sent[1]).toBe(sent[0]);
    expect(sessionStorage.length).toBe(0);
  });
});
