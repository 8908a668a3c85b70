import { accountApi } from '@mcc/contract/account';
import { userIndexApi } from '@mcc/contract/user-index';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { type Answer, type Call, getFrom, postTo } from '../../../test/http';
import { codeFor, freshMobile, type Userinfo } from '../../../test/members';
import { createTestApp, useTestApp } from '../../../test/test-app';

// Fixed, well-known test keys (the first two Hardhat/Anvil accounts): never funded, never secret.
const wallet = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7b7a64c6b8f5f8b2a3f5');

const t = useTestApp({ CODE_IP_HOURLY_LIMIT: '1000', SIGN_IN_HOSTS: 'app.mcc.test' });

const MINUTE = 60_000;
const call: Call = { ip: '10.40.0.1', headers: { host: 'app.mcc.test' } };

async function nonce(address: string, chainId = 1, c: Call = call): Promise<string> {
  const res = await postTo(t, accountApi.tpNonce, { address, chain_id: chainId }, c);
  if (res.body.code !== 1) throw new Error(res.body.msg);
  return (res.body.data as { message: string }).message;
}

async function tpLogin(message: string, signature: string, c: Call = call): Promise<Answer> {
  return postTo(t, accountApi.tpLogin, { message, signature }, c);
}

describe('wallet sign-in (EIP-4361)', () => {
  it('hands out a full message for this domain and chain with a fresh nonce', async () => {
    const message = await nonce(wallet.address.toLowerCase());
    const fields = parseSiweMessage(message);
    expect(fields).toMatchObject({ domain: 'app.mcc.test', address: wallet.address, chainId: 1, version: '1', uri: 'http://app.mcc.test' });
    expect(fields.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(fields.expirationTime?.getTime()).toBe(t.clock.now().getTime() + 10 * MINUTE);
    expect(parseSiweMessage(await nonce(wallet.address)).nonce).not.toBe(fields.nonce);
  });

  it('refuses another chain than the configured one', async () => {
    const res = await postTo(t, accountApi.tpNonce, { address: wallet.address, chain_id: 56 }, call);
    expect(res.body).toMatchObject({ code: 0, msg: 'Please switch your wallet to chain ID 1', data: { field: 'chain_id' } });
  });

  it('gives an unlinked wallet a ticket that registers a member with it linked, once', async () => {
    const message = await nonce(wallet.address);
    const res = await tpLogin(message, await wallet.signMessage({ message }));
    expect(res.body.code).toBe(1);
    const data = res.body.data as { userinfo: null; ticket: string; address: string };
    expect(data.userinfo).toBeNull();
    expect(data.address).toBe(wallet.address);
    expect(data.ticket.length).toBeGreaterThan(20);

    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', call);
    const registered = await postTo(t, accountApi.tpRegister, { ticket: data.ticket, mobile, code, password: 'Secret#2026' }, call);
    expect(registered.body.code).toBe(1);
    const me = (registered.body.data as { userinfo: Userinfo }).userinfo;
    expect(me).toMatchObject({ mobile, wallet_address: wallet.address });

    t.clock.advance(MINUTE);
    const other = freshMobile();
    const code2 = await codeFor(t, other, 'register', call);
    const again = await postTo(
      t,
      accountApi.tpRegister,
      { ticket: data.ticket, mobile: other, code: code2, password: 'Secret#2026' },
      call,
    );
    expect(again.body).toMatchObject({ code: 0, msg: 'The wallet registration has expired; please connect your wallet again' });

    // From now on the wallet signs the member in.
    const next = await nonce(wallet.address);
    const signedIn = await tpLogin(next, await wallet.signMessage({ message: next }));
    expect(signedIn.body.code).toBe(1);
    const userinfo = (signedIn.body.data as { userinfo: Userinfo }).userinfo;
    expect(userinfo.uid).toBe(me.uid);
    expect((await getFrom(t, userIndexApi.index, { ...call, as: userinfo })).body.code).toBe(1);
  });

  it('refuses a replayed message', async () => {
    const message = await nonce(wallet.address);
    const signature = await wallet.signMessage({ message });
    expect((await tpLogin(message, signature)).body.code).toBe(1);
    const replay = await tpLogin(message, signature);
    expect(replay.body).toMatchObject({ code: 0, msg: 'This sign-in request has expired or was already used; please sign again' });
  });

  it('refuses a message naming another domain, or presented to another host', async () => {
    const message = await nonce(wallet.address);
    const forged = message.replace(/^app\.mcc\.test /, 'evil.example ');
    expect(forged).not.toBe(message);
    const res = await tpLogin(forged, await wallet.signMessage({ message: forged }));
    expect(res.body).toMatchObject({ code: 0, msg: 'This sign-in request was made for another site and is refused' });
    const elsewhere = await tpLogin(message, await wallet.signMessage({ message }), { ...call, headers: { host: 'evil.example' } });
    expect(elsewhere.body).toMatchObject({ code: 0, msg: 'This sign-in request was made for another site and is refused' });
    // The untouched message still works on its own host.
    expect((await tpLogin(message, await wallet.signMessage({ message }))).body.code).toBe(1);
  });

  it('refuses a signature by another wallet, and a message changed after it was handed out', async () => {
    const message = await nonce(wallet.address);
    const res = await tpLogin(message, await stranger.signMessage({ message }));
    expect(res.body).toMatchObject({ code: 0, msg: 'The signature does not match the wallet address', data: { field: 'signature' } });
    // The nonce was not spent by the bad signature: the right signer can still use it.
    expect((await tpLogin(message, await wallet.signMessage({ message }))).body.code).toBe(1);

    const other = await nonce(wallet.address);
    const edited = other.replace('Sign in to MCC with this wallet.', 'Transfer everything.');
    const changed = await tpLogin(edited, await wallet.signMessage({ message: edited }));
    expect(changed.body).toMatchObject({ code: 0, msg: 'The signed message is not valid; please connect your wallet again' });
    // A message for one address signed by another, with the address swapped in afterwards.
    const swapped = other.replace(wallet.address, stranger.address);
    expect((await tpLogin(swapped, await stranger.signMessage({ message: swapped }))).body).toMatchObject({
      code: 0,
      msg: 'This sign-in request has expired or was already used; please sign again',
    });
  });

  it('refuses a message after its 10 minutes, and a ticket after its 15', async () => {
    const message = await nonce(stranger.address);
    const signature = await stranger.signMessage({ message });
    t.clock.advance(10 * MINUTE);
    expect((await tpLogin(message, signature)).body).toMatchObject({
      code: 0,
      msg: 'This sign-in request has expired or was already used; please sign again',
    });

    const fresh = await nonce(stranger.address);
    const ticket = ((await tpLogin(fresh, await stranger.signMessage({ message: fresh }))).body.data as { ticket: string }).ticket;
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', call);
    t.clock.advance(15 * MINUTE);
    const res = await postTo(t, accountApi.tpRegister, { ticket, mobile, code: code, password: 'Secret#2026' }, call);
    expect(res.body).toMatchObject({ code: 0, msg: 'The wallet registration has expired; please connect your wallet again' });
  });

  it('refuses garbage without a 5xx', async () => {
    for (const body of [
      { message: 'hello', signature: `0x${'ab'.repeat(65)}` },
      { message: await nonce(wallet.address), signature: `0x${'00'.repeat(65)}` },
      { message: 'x', signature: 'nope' },
    ]) {
      const res = await postTo(t, accountApi.tpLogin, body, call);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
    expect((await postTo(t, accountApi.tpNonce, { address: '0x123', chain_id: 1 }, call)).body.code).toBe(0);
    expect(
      (await postTo(t, accountApi.tpRegister, { ticket: 'nope', mobile: '13900000000', code: '123456', password: 'Secret#2026' }, call))
        .body.code,
    ).toBe(0);
  });

  it('never takes the sign-in domain from a foreign Host header', async () => {
    // A demo without PUBLIC_URL serves loopback and SIGN_IN_HOSTS only.
    const foreign = await postTo(
      t,
      accountApi.tpNonce,
      { address: wallet.address, chain_id: 1 },
      { ...call, headers: { host: 'evil.example' } },
    );
    expect(foreign.body).toMatchObject({ code: 0, msg: 'This sign-in request was made for another site and is refused' });
    expect(parseSiweMessage(await nonce(wallet.address, 1, { ...call, headers: { host: '127.0.0.1:8080' } })).domain).toBe(
      '127.0.0.1:8080',
    );
    // With PUBLIC_URL every message names it, whatever Host the request carries.
    const fixed = await createTestApp({ PUBLIC_URL: 'https://mcc.example.com' });
    try {
      const res = await postTo(
        fixed,
        accountApi.tpNonce,
        { address: wallet.address, chain_id: 1 },
        { ...call, headers: { host: 'evil.example' } },
      );
      const message = (res.body.data as { message: string }).message;
      expect(parseSiweMessage(message)).toMatchObject({ domain: 'mcc.example.com', uri: 'https://mcc.example.com' });
      const forged = message.replace(/^mcc\.example\.com /, 'evil.example ');
      const login = await postTo(
        fixed,
        accountApi.tpLogin,
        { message: forged, signature: await wallet.signMessage({ message: forged }) },
        call,
      );
      expect(login.body).toMatchObject({ code: 0, msg: 'This sign-in request was made for another site and is refused' });
    } finally {
      await fixed.close();
    }
  });
});
