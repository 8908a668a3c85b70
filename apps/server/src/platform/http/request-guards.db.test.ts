import { connect } from 'node:net';
import { accountApi } from '@mcc/contract/account';
import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
import { commonApi } from '@mcc/contract/common';
import { fundApi } from '@mcc/contract/fund';
import { adminPledgeApi, pledgeApi } from '@mcc/contract/pledge';
import { describe, expect, it } from 'vitest';
import { get, getFrom, newKey, post, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { TINY_PNG } from '../../../test/uploads';

// What a probe of the API found, each as it was sent: text with control characters, lenient
// numbers and amounts, duplicate JSON keys, money without an Idempotency-Key, malformed multipart,
// over-long headers. Each is refused with the envelope and changes nothing.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CODE_IP_HOURLY_LIMIT: '1000' });

/** A transfer under `key` (a new one unless given; null: no Idempotency-Key at all). */
const transfer = (from: Member, body: Record<string, unknown>, key: string | null = newKey()) =>
  postTo(t, fundApi.transfer, { asset: 'USDT', paypwd: PAY_PASSWORD, ...body }, { as: from, key: key ?? undefined });

async function pair(): Promise<[Member, Member]> {
  const alice = await addMember(t);
  const bob = await addMember(t);
  await credit(t, alice, 100n * USDT);
  return [alice, bob];
}

describe('control characters and lone surrogates', () => {
  it('refuses them without a login, in a body and in a query value', async () => {
    const login = await postTo(t, adminSignInApi.login, { username: 'a\u0000b', password: 'x' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 0, data: { field: 'username' } });
    expect(login.body.msg).toBe('The field username contains control characters that are not allowed');
    const register = await postTo(t, accountApi.register, {
      mobile: '13900009999',
      code: '123456',
      password: 'Secret#2026',
      invite_code: 'A\u0000',
    });
    expect(register.body).toMatchObject({ code: 0, data: { field: 'invite_code' } });
    const outbox = await getFrom(t, accountApi.outbox, { query: { to: '\u0000' } });
    expect(outbox.status).toBe(200);
    expect(outbox.body).toMatchObject({ code: 0, data: { field: 'to' } });
  });

  it('refuses them in a transfer, a recipient look-up, a profile, a console search and a reason', async () => {
    const [alice, bob] = await pair();
    const admin = await addOperator(t, 'super_admin');
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\udc00x']) {
      const res = await transfer(alice, { to: `${bob.uid}${bad}`, amount: '1' });
      expect(res.body).toMatchObject({ code: 0, data: { field: 'to' } });
    }
    expect((await getFrom(t, fundApi.recipient, { as: alice, query: { to: '\u0000' } })).body).toMatchObject({
      code: 0,
      data: { field: 'to' },
    });
    expect((await postTo(t, accountApi.profile, { nickname: 'x\u0000y' }, { as: alice })).body).toMatchObject({
      code: 0,
      data: { field: 'nickname' },
    });
    expect((await getFrom(t, adminApi.members, { as: admin, query: { keyword: '\u0000' } })).body).toMatchObject({
      code: 0,
      data: { field: 'keyword' },
    });
    const adjust = await postTo(
      t,
      adminFundApi.adjust,
      { user_id: Number(alice.id), asset: 'USDT', amount: '1.00', reason: 'x\u0000' },
      { as: admin, key: newKey() },
    );
    expect(adjust.body).toMatchObject({ code: 0, data: { field: 'reason' } });
    expect(await balanceOf(t, alice)).toBe(100n * USDT);
    expect(await balanceOf(t, bob)).toBe(0n);
  });

  it('lets tab, line feed and carriage return through, and a well-formed emoji pair', async () => {
    const [alice] = await pair();
    const res = await postTo(t, accountApi.profile, { nickname: 'Ann 😀' }, { as: alice });
    expect(res.body.code).toBe(1);
  });
});

describe('strict numbers and amounts', () => {
  it('V2.2.1 refuses an amount with spaces around it', async () => {
    const [alice, bob] = await pair();
    for (const amount of ['  1', '1  ', ' 1 ', '1\t']) {
      const res = await transfer(alice, { to: bob.uid, amount });
      expect(res.body).toMatchObject({ code: 0, data: { field: 'amount' } });
    }
    expect(await balanceOf(t, bob)).toBe(0n);
  });

  it('reads query integers as plain decimal digits only', async () => {
    const [alice] = await pair();
    for (const value of ['0x14', '1e3', '%201', '1%20', '-1', '1.0', '+1']) {
      const res = await get(t, `${pledgeApi.earnings.path}?order_id=${value}`, { as: alice });
      expect(res.body).toMatchObject({ code: 0, data: { field: 'order_id' } });
    }
    expect((await getFrom(t, pledgeApi.earnings, { as: alice, query: { order_id: 20 } })).body.data?.field).not.toBe('order_id');
    expect((await getFrom(t, fundApi.usdtDetail, { as: alice, query: { page: '0x2' } })).body).toMatchObject({
      code: 0,
      data: { field: 'page' },
    });
  });

  it('V2.2.1 refuses a JSON body that names a key twice, at any depth', async () => {
    const [alice, bob] = await pair();
    const raw = `{"asset":"USDT","to":"${bob.uid}","amount":"1","amount":"50","paypwd":"${PAY_PASSWORD}"}`;
    const res = await t.app.inject({
      method: 'POST',
      url: fundApi.transfer.path,
      headers: { token: alice.token, lang: 'en', 'content-type': 'application/json', 'idempotency-key': newKey() },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: 'The field amount appears more than once in the request body',
      data: { field: 'amount' },
    });
    const nested = await t.app.inject({
      method: 'POST',
      url: accountApi.login.path,
      headers: { lang: 'en', 'content-type': 'application/json' },
      payload: '{"account":"x","password":"y","extra":{"a":1,"a":2}}',
    });
    expect(nested.json()).toMatchObject({ code: 0, data: { field: 'extra.a' } });
    expect(await balanceOf(t, bob)).toBe(0n);
  });
});

describe('money POSTs', () => {
  it('refuse a call without an Idempotency-Key and move nothing', async () => {
    const [alice, bob] = await pair();
    const admin = await addOperator(t, 'super_admin');
    const noKey = await transfer(alice, { to: bob.uid, amount: '5' }, null);
    expect(noKey.status).toBe(200);
    expect(noKey.body).toMatchObject({
      code: 0,
      msg: 'A request that moves money needs an Idempotency-Key header',
      data: { field: 'Idempotency-Key' },
    });
    const pledge = await postTo(t, pledgeApi.add, { product_id: 1, amount: '100', paypwd: PAY_PASSWORD }, { as: alice });
    expect(pledge.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    const adjust = await postTo(
      t,
      adminFundApi.adjust,
      { user_id: Number(alice.id), asset: 'USDT', amount: '5.00', reason: 'r' },
      { as: admin },
    );
    expect(adjust.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    const fund = await postTo(t, adminPledgeApi.fundPool, { asset: 'USDT', amount: '5.00', reason: 'r' }, { as: admin });
    expect(fund.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expect(await balanceOf(t, alice)).toBe(100n * USDT);
    expect(await balanceOf(t, bob)).toBe(0n);
    // With a key, and a trailing slash: the same route, and it moves once.
    const key = newKey();
    expect(
      (await post(t, '/api/fund/transfer/', { asset: 'USDT', to: bob.uid, amount: '5', paypwd: PAY_PASSWORD }, { as: alice, key })).body
        .code,
    ).toBe(1);
    expect((await transfer(alice, { to: bob.uid, amount: '5' }, key)).body.code).toBe(1);
    expect(await balanceOf(t, bob)).toBe(5n * USDT);
    await expectBooksBalanced(t);
  });
});

describe('malformed multipart', () => {
  it('is refused with code 0, not a 5xx', async () => {
    const alice = await addMember(t);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: commonApi.upload.path,
      headers: { token: alice.token, lang: 'en', 'content-type': 'multipart/form-data' },
      payload: 'hello',
    });
    expect(noBoundary.statusCode).toBe(200);
    expect(noBoundary.json()).toMatchObject({ code: 0, data: { field: 'file' } });
    const head = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
    const unclosed = await t.app.inject({
      method: 'POST',
      url: commonApi.upload.path,
      headers: { token: alice.token, lang: 'en', 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: Buffer.concat([Buffer.from(head), TINY_PNG]),
    });
    expect(unclosed.statusCode).toBe(200);
    expect(unclosed.json()).toMatchObject({ code: 0 });
  });
});

/** Sends raw bytes to a listening server; resolves with everything it answered once it closes. */
function raw(port: number, bytes: string): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('end', () => resolve({ text, closed: true }));
    socket.on('error', reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve({ text, closed: false });
    });
    socket.write(bytes);
  });
}

describe('over-long request lines and headers', () => {
  it('are answered with the envelope and Connection: close, and the connection ends cleanly', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const longLine = await raw(port, `GET /api/common/sysConfig?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const longHeader = await raw(port, `GET /api/common/sysConfig HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    for (const answer of [longLine, longHeader]) {
      expect(answer.closed).toBe(true);
      const [head, body] = answer.text.split('\r\n\r\n') as [string, string];
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(body)).toMatchObject({ code: 0, data: null });
    }
    // A request of ordinary size on a new connection is served.
    const ok = await raw(port, 'GET /api/common/sysConfig HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(ok.text).toMatch(/^HTTP\/1\.1 200 /);
  });
});
