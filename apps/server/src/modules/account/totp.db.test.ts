import { accountApi } from '@mcc/contract/account';
import { coinmixApi } from '@mcc/contract/coinmix';
import { fundApi } from '@mcc/contract/fund';
import { totpApi } from '@mcc/contract/totp';
import { userIndexApi } from '@mcc/contract/user-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, newKey, postTo } from '../../../test/http';
import { addMember, codeFor, LOGIN_PASSWORD, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, postEntry, USDT } from '../../../test/money';
import { useTestApp } from '../../../test/test-app';
import { codeNow, enrolTotp, nextTotpStep } from '../../../test/totp';
import { member, system } from '../ledger/accounts';
import { LOGIN_PAIR_MAX } from './login-guard';
import { TOTP_TICKET_MS } from './totp-service';

// The member's second factor end to end over HTTP: codes are computed here from RFC 6238
// (test/totp.ts), never by the server's library.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CODE_IP_HOURLY_LIMIT: '10000' });
const ADDRESS = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';

const login = (m: Member, ip = '198.51.100.1', password = LOGIN_PASSWORD) =>
  postTo(t, accountApi.login, { account: m.uid, password }, { ip });
const loginTotp = (ticket: string, code: string, ip = '198.51.100.1') => postTo(t, totpApi.login, { ticket, code }, { ip });

/** Sets up and turns on the factor for `m`; the secret and the recovery codes. */
const enrol = (m: Member) => enrolTotp(t, totpApi, m);

describe('setting up the second factor', () => {
  it('V6.3.2 is pending until a code confirms it; a new setup replaces the pending secret; the secret is stored sealed', async () => {
    const ann = await addMember(t);
    const first = (await postTo(t, totpApi.setup, undefined, { as: ann })).body.data.secret as string;
    const second = (await postTo(t, totpApi.setup, undefined, { as: ann })).body.data.secret as string;
    expect(second).not.toBe(first);
    expect((await getFrom(t, userIndexApi.index, { as: ann })).body.data.totp_enabled).toBe(false);
    // A code of the replaced secret does not turn it on.
    const stale = await postTo(t, totpApi.enable, { code: codeNow(t, first) }, { as: ann });
    expect(stale.body).toMatchObject({ code: 0, msg: 'The authenticator code is wrong or was already used' });
    const row = await t.database.db.selectFrom('member_totp').selectAll().where('user_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(second);

    const on = await postTo(t, totpApi.enable, { code: codeNow(t, second) }, { as: ann });
    expect(on.body.code).toBe(1);
    const codes = on.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await getFrom(t, userIndexApi.index, { as: ann })).body.data.totp_enabled).toBe(true);
    // Stored hashed only, and the secret is never answered again.
    const stored = await t.database.db.selectFrom('member_recovery_codes').select('code_hash').where('user_id', '=', ann.id).execute();
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.map((s) => s.code_hash)).not.toContain(c);
    expect((await postTo(t, totpApi.setup, undefined, { as: ann })).body).toMatchObject({ code: 0 });
  });
});

describe('signing in with the second factor', () => {
  it('V6.3.2 answers a ticket and no token after the password, and the session after the code', async () => {
    const bob = await addMember(t);
    const { secret } = await enrol(bob);
    const first = await login(bob);
    expect(first.body.code).toBe(1);
    expect(first.body.data).toEqual({ totp_required: true, ticket: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    const done = await loginTotp(first.body.data.ticket, codeNow(t, secret));
    expect(done.body.code).toBe(1);
    const token = done.body.data.userinfo.token as string;
    expect((await getFrom(t, userIndexApi.index, { as: { token } })).body.code).toBe(1);
    // The ticket is used once.
    nextTotpStep(t);
    expect((await loginTotp(first.body.data.ticket, codeNow(t, secret))).body).toMatchObject({
      code: 0,
      msg: 'The sign-in timed out; please enter your password again',
    });
  });

  it('V6.3.2 sets the stay-signed-in cookie the normal login sets', async () => {
    const cat = await addMember(t);
    const { secret } = await enrol(cat);
    const first = await postTo(t, accountApi.login, { account: cat.uid, password: LOGIN_PASSWORD, remember: true });
    const done = await loginTotp(first.body.data.ticket, codeNow(t, secret));
    expect(done.body.code).toBe(1);
    expect(String(done.headers['set-cookie'])).toContain('mcc_refresh=');
  });

  it('V6.3.2 refuses a replayed code for the rest of its window', async () => {
    const dan = await addMember(t);
    const { secret } = await enrol(dan);
    const code = codeNow(t, secret);
    expect((await loginTotp((await login(dan)).body.data.ticket, code)).body.code).toBe(1);
    const again = await loginTotp((await login(dan)).body.data.ticket, code);
    expect(again.body).toMatchObject({ code: 0, msg: 'The authenticator code is wrong or was already used' });
    // Still inside the window (one step either side): refused.
    t.clock.advance(20_000);
    expect((await loginTotp((await login(dan)).body.data.ticket, code)).body.code).toBe(0);
    nextTotpStep(t);
    expect((await loginTotp((await login(dan)).body.data.ticket, codeNow(t, secret))).body.code).toBe(1);
  });

  it('V6.3.2 takes a recovery code once', async () => {
    const eve = await addMember(t);
    const { recovery } = await enrol(eve);
    const code = recovery[3]!;
    expect((await loginTotp((await login(eve)).body.data.ticket, code.toUpperCase())).body.code).toBe(1);
    const used = await loginTotp((await login(eve)).body.data.ticket, code);
    expect(used.body).toMatchObject({ code: 0, msg: 'The authenticator code is wrong or was already used' });
    expect((await loginTotp((await login(eve)).body.data.ticket, recovery[4]!)).body.code).toBe(1);
  });

  it('V6.3.2 refuses an expired ticket', async () => {
    const fay = await addMember(t);
    const { secret } = await enrol(fay);
    const { ticket } = (await login(fay)).body.data;
    t.clock.advance(TOTP_TICKET_MS + 1000);
    const late = await loginTotp(ticket, codeNow(t, secret));
    expect(late.body).toMatchObject({ code: 0, msg: 'The sign-in timed out; please enter your password again', data: { field: 'ticket' } });
    // The next sign-in's ticket clears the expired one from the table.
    const tickets = () => t.database.db.selectFrom('totp_sign_in_tickets').select('user_id').where('user_id', '=', fay.id).execute();
    expect(await tickets()).toHaveLength(1);
    await login(fay);
    expect(await tickets()).toHaveLength(1);
  });

  it('V6.3.1 V6.3.2 counts wrong codes toward the login lockout, and no burst gets past it', async () => {
    const gus = await addMember(t);
    const { secret } = await enrol(gus);
    const ip = '198.51.100.77';
    const { ticket } = (await login(gus, ip)).body.data;
    const right = codeNow(t, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => loginTotp(ticket, wrong, ip)));
    const judged = answers.filter((a) => a.body.msg === 'The authenticator code is wrong or was already used').length;
    expect(judged).toBe(LOGIN_PAIR_MAX);
    expect(answers.filter((a) => /^Too many failed logins/.test(a.body.msg)).length).toBe(12 - LOGIN_PAIR_MAX);
    // Locked: the right code and the right password are refused from this address too.
    expect((await loginTotp(ticket, right, ip)).body.msg).toMatch(/^Too many failed logins; try again in \d+ min$/);
    expect((await login(gus, ip)).body.msg).toMatch(/^Too many failed logins/);
    // Wrong codes and wrong passwords share one count.
    const hal = await addMember(t);
    const halFactor = await enrol(hal);
    const otherIp = '198.51.100.78';
    const halTicket = (await login(hal, otherIp)).body.data.ticket;
    const halRight = codeNow(t, halFactor.secret);
    const halWrong = halRight === '000000' ? '111111' : '000000';
    for (let i = 0; i < LOGIN_PAIR_MAX - 1; i++) expect((await loginTotp(halTicket, halWrong, otherIp)).body.code).toBe(0);
    expect((await login(hal, otherIp, 'Wrong#2026')).body.msg).toBe('The account or password is not correct');
    expect((await loginTotp(halTicket, halRight, otherIp)).body.msg).toMatch(/^Too many failed logins/);
  });

  it('signs in as before without the factor', async () => {
    const ida = await addMember(t);
    expect((await login(ida)).body.data.userinfo.uid).toBe(ida.uid);
  });
});

describe('turning the factor off', () => {
  it('V6.3.2 needs a right code (app or recovery) and then signs in with the password alone, under the security hold', async () => {
    const jo = await addMember(t);
    const { recovery } = await enrol(jo);
    expect((await getFrom(t, userIndexApi.index, { as: jo })).body.data.withdraw_hold_until).toBeNull();
    expect((await postTo(t, totpApi.disable, { code: '12345' }, { as: jo })).body.code).toBe(0);
    expect((await postTo(t, totpApi.disable, { code: recovery[0]! }, { as: jo })).body).toMatchObject({ code: 1, data: null });
    const index = (await getFrom(t, userIndexApi.index, { as: jo })).body.data;
    expect(index.totp_enabled).toBe(false);
    // Turning the factor off starts the 24-hour hold on withdrawals and transfers.
    expect(index.withdraw_hold_until).toBe(Math.ceil(t.clock.now().getTime() / 1000) + 24 * 3600);
    expect((await login(jo)).body.data.userinfo.uid).toBe(jo.uid);
    expect(await t.database.db.selectFrom('member_recovery_codes').select('id').where('user_id', '=', jo.id).execute()).toEqual([]);
    expect((await postTo(t, totpApi.disable, { code: recovery[1]! }, { as: jo })).body.msg).toBe('Two-step verification is not on');
  });
});

describe('withdrawing with the second factor on', () => {
  let kim: Member;
  let secret: string;
  beforeAll(async () => {
    kim = await addMember(t);
    await credit(t, kim.id, 1_000n * USDT);
    await postEntry(t, {
      kind: 'deposit',
      memo: 'test',
      moves: [{ from: system('external_deposits', 'USDT'), to: member(kim.id, 'USDT', 'coinmix'), amount: 100n * USDT }],
    });
    ({ secret } = await enrol(kim));
  });

  /** `totp`: 'right' for the code of the moment the request is sent. */
  async function withdraw(endpoint: typeof fundApi.withdraw | typeof coinmixApi.withdraw, given?: string) {
    const code = await codeFor(t, kim.mobile!, 'withdraw', { as: kim });
    t.clock.advance(61_000);
    const totp = given === 'right' ? codeNow(t, secret) : given;
    const body = { address: ADDRESS, amount: '20', paypwd: PAY_PASSWORD, code, ...(totp === undefined ? {} : { totp }) };
    return postTo(t, endpoint, body, { as: kim, key: newKey() });
  }

  const balances = async () => [
    await balanceOf(t, kim, 'USDT'),
    await balanceOf(t, kim, 'USDT', 'locked'),
    await balanceOf(t, kim, 'USDT', 'coinmix'),
  ];

  for (const endpoint of [fundApi.withdraw, coinmixApi.withdraw]) {
    it(`V6.3.2 refuses ${endpoint.path} without the code or with a wrong one, and nothing moves`, async () => {
      const before = await balances();
      const missing = await withdraw(endpoint);
      expect(missing.body).toMatchObject({
        code: 0,
        msg: 'Enter the 6-digit code from your authenticator app',
        data: { field: 'totp' },
      });
      const zh = await postTo(
        t,
        endpoint,
        { address: ADDRESS, amount: '20', paypwd: PAY_PASSWORD, code: await codeFor(t, kim.mobile!, 'withdraw', { as: kim }) },
        { as: kim, key: newKey(), lang: 'zh-Hans' },
      );
      t.clock.advance(61_000);
      expect(zh.body).toMatchObject({ code: 0, msg: '请输入验证器中的 6 位动态码' });
      const right = codeNow(t, secret);
      const wrong = await withdraw(endpoint, right === '000000' ? '111111' : '000000');
      expect(wrong.body).toMatchObject({ code: 0, msg: 'The authenticator code is wrong or was already used' });
      expect(await balances()).toEqual(before);
      expect(await t.database.db.selectFrom('withdrawals').select('id').where('user_id', '=', kim.id).execute()).toEqual([]);
      await expectBooksBalanced(t);
    });
  }

  it('V6.3.2 withdraws with a right code, which is then spent', async () => {
    const ok = await withdraw(fundApi.withdraw, 'right');
    expect(ok.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    const ok2 = await withdraw(coinmixApi.withdraw, 'right');
    expect(ok2.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    await expectBooksBalanced(t);
  });
});
