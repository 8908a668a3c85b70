import { accountApi } from '@mcc/contract/account';
import { adminSupportApi } from '@mcc/contract/admin-support';
import { coinmixApi } from '@mcc/contract/coinmix';
import { fundApi } from '@mcc/contract/fund';
import { securityApi } from '@mcc/contract/security';
import { tipsApi } from '@mcc/contract/tips';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { type Call, getFrom, newKey, postTo, refreshWith } from '../../../test/http';
import { addMember, codeFor, LOGIN_PASSWORD, type Member, outbox, PAY_PASSWORD, signInMember } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, USDT } from '../../../test/money';
import { addOperator } from '../../../test/operators';
import { setSettings, useTestApp } from '../../../test/test-app';

// Changing the login password with the current one, the member's list of sessions (ending one or
// all others), the idle timeout, and the security hold on withdrawals and transfers after a change
// of the login or pay password, mobile or email.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', CODE_IP_HOURLY_LIMIT: '1000', SESSION_IDLE_DAYS: '7' });
const ADDRESS = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';
const NEW_PASSWORD = 'Another#Secret9';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HOUR = 3_600_000;

const signIn = (m: Member, agent = DESKTOP, ip = '198.51.100.7', password = LOGIN_PASSWORD) =>
  signInMember(t, m, password, { ip, headers: { 'user-agent': agent } });
const works = async (who: { token: string }) => (await getFrom(t, fundApi.balance, { as: who })).status === 200;
const changepwd = (who: { token: string }, oldpassword: string, newpassword: string, call: Call = {}) =>
  postTo(t, securityApi.changePassword, { oldpassword, newpassword }, { as: who, ...call });
const sessionsOf = async (who: { token: string }) => (await getFrom(t, securityApi.sessions, { as: who })).body;

describe('changing the login password', () => {
  it('V6.2.3 V7.4.3 needs the current password, keeps this session and ends the others and their stay-signed-in cookies', async () => {
    const m = await addMember(t);
    const here = await signIn(m, PHONE);
    const there = await signIn(m);
    const remembered = await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD, remember: true });
    const cookie = remembered.cookies.find((c) => c.name === 'mcc_refresh')!.value;

    const res = await changepwd(here, LOGIN_PASSWORD, NEW_PASSWORD);
    expect(res.body).toMatchObject({ code: 1, data: null });
    expect(await works(here)).toBe(true);
    expect(await works(there)).toBe(false);
    expect(await works(m)).toBe(false);
    const refreshed = await refreshWith(t, cookie);
    expect(refreshed.json().code).toBe(0);
    expect((await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD })).body.code).toBe(0);
    expect((await postTo(t, accountApi.login, { account: m.uid, password: NEW_PASSWORD })).body.code).toBe(1);
  });

  it('V6.2.3 refuses a wrong current password, changes nothing, and counts it toward the login lockout', async () => {
    const m = await addMember(t);
    const ip = '203.0.113.40';
    const other = await signIn(m);
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await changepwd(m, 'not-my-password', NEW_PASSWORD, { ip });
      expect(wrong.body).toMatchObject({ code: 0, msg: 'The current login password is not correct', data: { field: 'oldpassword' } });
    }
    // The sixth try from that address is locked out, even with the right password, and so is a login.
    const locked = await changepwd(m, LOGIN_PASSWORD, NEW_PASSWORD, { ip });
    expect(locked.body.code).toBe(0);
    expect(locked.body.msg).toMatch(/^Too many failed logins/);
    expect((await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD }, { ip })).body.msg).toMatch(
      /^Too many failed logins/,
    );
    expect(await works(other)).toBe(true);
    expect((await getFrom(t, userIndexApi.index, { as: m })).body.data.withdraw_hold_until).toBeNull();
    // From another address the password is still the old one.
    expect((await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD })).body.code).toBe(1);
  });

  it('refuses a new password that is the current one or one of the most used', async () => {
    const m = await addMember(t);
    expect((await changepwd(m, LOGIN_PASSWORD, LOGIN_PASSWORD)).body).toMatchObject({ code: 0, data: { field: 'newpassword' } });
    expect((await changepwd(m, LOGIN_PASSWORD, 'password123')).body).toMatchObject({ code: 0, data: { field: 'newpassword' } });
    expect((await changepwd(m, LOGIN_PASSWORD, 'short')).body.code).toBe(0);
    expect((await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD })).body.code).toBe(1);
  });
});

describe("the member's sessions", () => {
  it('V7.5.2 lists each sign-in with its address, browser and times, the current one marked', async () => {
    const m = await addMember(t);
    const phone = await signIn(m, PHONE, '198.51.100.20');
    t.clock.advance(5 * 60_000);
    const desktop = await signIn(m, DESKTOP, '198.51.100.21');
    const body = await sessionsOf(desktop);
    expect(body.code).toBe(1);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const mine = body.data.list.filter((s: { ip: string }) => s.ip.startsWith('198.51.100.2'));
    expect(mine).toEqual([
      { id: expect.any(Number), current: true, created_at: now, last_seen_at: now, ip: '198.51.100.21', user_agent: DESKTOP },
      { id: expect.any(Number), current: false, created_at: now - 300, last_seen_at: now - 300, ip: '198.51.100.20', user_agent: PHONE },
    ]);
    // addMember's own token is listed too (no address or browser).
    expect(body.data.list).toHaveLength(3);
    expect((await sessionsOf(phone)).data.list.find((s: { current: boolean }) => s.current).ip).toBe('198.51.100.20');
  });

  it('V7.5.2 ends one session by its id: its token gets 401 at once, the others work', async () => {
    const m = await addMember(t);
    const phone = await signIn(m, PHONE);
    const desktop = await signIn(m, DESKTOP);
    const phoneId = (await sessionsOf(phone)).data.list.find((s: { current: boolean }) => s.current).id;
    expect((await postTo(t, securityApi.endSessions, { id: phoneId }, { as: desktop })).body).toMatchObject({ code: 1, data: null });
    expect((await getFrom(t, fundApi.balance, { as: phone })).status).toBe(401);
    expect(await works(desktop)).toBe(true);
    expect(await works(m)).toBe(true);
    expect((await sessionsOf(desktop)).data.list.map((s: { id: number }) => s.id)).not.toContain(phoneId);
    // Already ended: refused, nothing else ends.
    expect((await postTo(t, securityApi.endSessions, { id: phoneId }, { as: desktop })).body.code).toBe(0);
  });

  it('V7.5.2 ends all the others: this session and its stay-signed-in cookie stay', async () => {
    const m = await addMember(t);
    const phone = await signIn(m, PHONE);
    const remembered = await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD, remember: true });
    const here = { token: remembered.body.data.userinfo.token as string };
    const cookie = remembered.cookies.find((c) => c.name === 'mcc_refresh')!.value;
    const res = await postTo(t, securityApi.endSessions, { all_others: true }, { as: here });
    expect(res.body).toMatchObject({ code: 1, data: null });
    expect(await works(here)).toBe(true);
    expect(await works(phone)).toBe(false);
    expect(await works(m)).toBe(false);
    expect((await sessionsOf(here)).data.list).toHaveLength(1);
    const refreshed = await refreshWith(t, cookie);
    expect(refreshed.json().code).toBe(1);
  });

  it("V8.2.2 refuses another member's session id and ends nothing", async () => {
    const alice = await addMember(t);
    const mallory = await addMember(t);
    const aliceId = (await sessionsOf(alice)).data.list[0].id;
    const res = await postTo(t, securityApi.endSessions, { id: aliceId }, { as: mallory });
    expect(res.body).toMatchObject({ code: 0, msg: 'That session does not exist or has already ended', data: { field: 'id' } });
    expect(await works(alice)).toBe(true);
    expect(await works(mallory)).toBe(true);
  });

  it('refuses a body naming neither or both', async () => {
    const m = await addMember(t);
    expect((await postTo(t, securityApi.endSessions, {}, { as: m })).body.code).toBe(0);
    const id = (await sessionsOf(m)).data.list[0].id;
    expect((await postTo(t, securityApi.endSessions, { id, all_others: true }, { as: m })).body.code).toBe(0);
    expect(await works(m)).toBe(true);
  });

  it('writes a session’s last request at most once a minute', async () => {
    const m = await addMember(t);
    const lastSeen = async () =>
      (await t.database.db.selectFrom('member_tokens').select('last_seen_at').where('user_id', '=', m.id).executeTakeFirstOrThrow())
        .last_seen_at;
    const start = BigInt(t.clock.now().getTime());
    t.clock.advance(30_000);
    await works(m);
    expect(await lastSeen()).toBe(start);
    t.clock.advance(31_000);
    await works(m);
    expect(await lastSeen()).toBe(start + 61_000n);
    t.clock.advance(10_000);
    await works(m);
    expect(await lastSeen()).toBe(start + 61_000n);
  });

  it('V7.3.1 ends a session unused for SESSION_IDLE_DAYS (7), and one in use lives on', async () => {
    const idle = await addMember(t);
    const busy = await addMember(t);
    for (let day = 1; day <= 6; day += 1) {
      t.clock.advance(24 * HOUR);
      expect(await works(busy)).toBe(true);
    }
    t.clock.advance(24 * HOUR - 60_000);
    expect(await works(idle)).toBe(true);
    const other = await addMember(t);
    t.clock.advance(7 * 24 * HOUR);
    expect((await getFrom(t, fundApi.balance, { as: other })).status).toBe(401);
    expect(await works(idle)).toBe(false);
    expect(await works(busy)).toBe(false);
  });

  it('V7.3.1 a stay-signed-in cookie whose sign-in has been idle for 7 days no longer signs in', async () => {
    const m = await addMember(t);
    const remembered = await postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD, remember: true });
    const cookie = remembered.cookies.find((c) => c.name === 'mcc_refresh')!.value;
    t.clock.advance(7 * 24 * HOUR + 1000);
    const refreshed = await refreshWith(t, cookie);
    expect(refreshed.json().code).toBe(0);
  });
});

describe('the security hold', () => {
  async function withdrawCode(m: Member): Promise<string> {
    t.clock.advance(61_000);
    return codeFor(t, m.mobile!, 'withdraw', { as: m });
  }
  const withdraw = async (m: Member, endpoint: typeof fundApi.withdraw | typeof coinmixApi.withdraw = fundApi.withdraw) =>
    postTo(
      t,
      endpoint,
      {
        ...(endpoint === fundApi.withdraw ? { asset: 'USDT' } : {}),
        address: ADDRESS,
        amount: '20',
        paypwd: PAY_PASSWORD,
        code: await withdrawCode(m),
      },
      { as: m, key: newKey() },
    );
  const transfer = (m: Member, to: Member) =>
    postTo(t, fundApi.transfer, { asset: 'USDT', to: to.uid, amount: '5', paypwd: PAY_PASSWORD }, { as: m, key: newKey() });
  const holdUntil = async (m: Member) => (await getFrom(t, userIndexApi.index, { as: m })).body.data.withdraw_hold_until;

  async function expectHeld(m: Member, to: Member, since: number) {
    const until = Math.ceil(since / 1000) + 24 * 3600;
    expect(await holdUntil(m)).toBe(until);
    const before = await balanceOf(t, m);
    for (const res of [await withdraw(m), await withdraw(m, coinmixApi.withdraw), await transfer(m, to)]) {
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toMatch(/^Your sign-in or security details changed recently: .* paused until \d{4}-\d\d-\d\d \d\d:\d\d GMT\+8$/);
    }
    const zh = await postTo(
      t,
      fundApi.transfer,
      { asset: 'USDT', to: to.uid, amount: '5', paypwd: PAY_PASSWORD },
      { as: m, key: newKey(), lang: 'zh-Hans' },
    );
    expect(zh.body.msg).toMatch(/前暂停提现和转账$/);
    expect(await balanceOf(t, m)).toBe(before);
    expect(await balanceOf(t, m, 'USDT', 'locked')).toBe(0n);
    // Once the hours have passed, both go through.
    t.clock.set(new Date(until * 1000));
    expect(await holdUntil(m)).toBeNull();
    expect((await withdraw(m)).body).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect((await transfer(m, to)).body.code).toBe(1);
    await expectBooksBalanced(t);
  }

  async function funded(): Promise<Member> {
    const m = await addMember(t);
    await credit(t, m, 1_000n * USDT);
    expect(await holdUntil(m)).toBeNull();
    return m;
  }

  it('replays an answer given before the hold: a request repeated with its key after the change answers as the first time', async () => {
    const m = await funded();
    const to = await addMember(t);
    const key = newKey();
    const body = { asset: 'USDT', to: to.uid, amount: '5', paypwd: PAY_PASSWORD };
    const first = await postTo(t, fundApi.transfer, body, { as: m, key });
    expect(first.body.code).toBe(1);
    const withdrawKey = newKey();
    const withdrawal = { asset: 'USDT', address: ADDRESS, amount: '20', paypwd: PAY_PASSWORD, code: await withdrawCode(m) };
    const firstWithdrawal = await postTo(t, fundApi.withdraw, withdrawal, { as: m, key: withdrawKey });
    expect(firstWithdrawal.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect((await changepwd(m, LOGIN_PASSWORD, NEW_PASSWORD)).body.code).toBe(1);
    const again = await postTo(t, fundApi.transfer, body, { as: m, key });
    expect(again.body).toEqual({ ...first.body, time: again.body.time });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const withdrawalAgain = await postTo(t, fundApi.withdraw, withdrawal, { as: m, key: withdrawKey });
    expect(withdrawalAgain.body).toEqual({ ...firstWithdrawal.body, time: withdrawalAgain.body.time });
    expect(withdrawalAgain.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, m, 'USDT', 'locked')).toBe(21n * USDT);
    // A new request is held, and the first transfer moved its 5 USDT once.
    expect((await transfer(m, to)).body.msg).toMatch(/^Your sign-in or security details changed recently/);
    expect(await balanceOf(t, to)).toBe(5n * USDT);
    await expectBooksBalanced(t);
  });

  it('starts when the login password is changed', async () => {
    const m = await funded();
    const to = await addMember(t);
    const since = t.clock.now().getTime();
    expect((await changepwd(m, LOGIN_PASSWORD, NEW_PASSWORD)).body.code).toBe(1);
    await expectHeld(m, to, since);
  });

  it('starts when the login password is reset by code', async () => {
    const m = await funded();
    const to = await addMember(t);
    t.clock.advance(61_000);
    const code = await codeFor(t, m.mobile!, 'resetpwd');
    const since = t.clock.now().getTime();
    const reset = await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile: m.mobile, code, newpassword: NEW_PASSWORD });
    expect(reset.body.code).toBe(1);
    // A reset ends every session: sign in again with the new password.
    await expectHeld(await signInMember(t, m, NEW_PASSWORD), to, since);
  });

  it('starts when the pay password is reset, not when the first one is set', async () => {
    const first = await addMember(t, { payPassword: null });
    t.clock.advance(61_000);
    const firstCode = await codeFor(t, first.mobile!, 'paypwd', { as: first });
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: PAY_PASSWORD, code: firstCode }, { as: first })).body.code).toBe(1);
    expect(await holdUntil(first)).toBeNull();

    const m = await funded();
    const to = await addMember(t);
    t.clock.advance(61_000);
    const code = await codeFor(t, m.mobile!, 'paypwd', { as: m });
    const since = t.clock.now().getTime();
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: PAY_PASSWORD, code }, { as: m })).body.code).toBe(1);
    await expectHeld(m, to, since);
  });

  it('starts when the mobile changes', async () => {
    const m = await funded();
    const to = await addMember(t);
    const mobile = '13912345678';
    t.clock.advance(61_000);
    const code = await codeFor(t, mobile, 'changemobile', { as: m });
    const since = t.clock.now().getTime();
    const res = await postTo(t, accountApi.changeMobile, { mobile, code, password: LOGIN_PASSWORD }, { as: m });
    expect(res.body.code).toBe(1);
    await expectHeld({ ...m, mobile }, to, since);
  });

  it('starts when the email changes', async () => {
    const m = await funded();
    const to = await addMember(t);
    const email = `new-${m.uid}@members.test`;
    t.clock.advance(61_000);
    const code = await codeFor(t, email, 'changeemail', { as: m });
    const since = t.clock.now().getTime();
    expect((await postTo(t, accountApi.changeEmail, { email, code, password: LOGIN_PASSWORD }, { as: m })).body.code).toBe(1);
    await expectHeld(m, to, since);
  });

  it("shows the hold's end to support in the console", async () => {
    const m = await funded();
    const helpdesk = await addOperator(t, 'support');
    const state = async () => (await getFrom(t, adminSupportApi.state, { as: helpdesk, query: { user_id: m.id } })).body.data;
    expect((await state()).withdraw_hold_until).toBeNull();
    expect((await changepwd(m, LOGIN_PASSWORD, NEW_PASSWORD)).body.code).toBe(1);
    expect((await state()).withdraw_hold_until).toBe(await holdUntil(m));
  });

  it('follows the setting security_hold_hours: 0 lifts every hold', async () => {
    const m = await funded();
    expect((await changepwd(m, LOGIN_PASSWORD, NEW_PASSWORD)).body.code).toBe(1);
    expect(await holdUntil(m)).not.toBeNull();
    await setSettings(t, { security_hold_hours: 0 });
    expect(await holdUntil(m)).toBeNull();
    expect((await transfer(m, await addMember(t))).body.code).toBe(1);
    await setSettings(t, { security_hold_hours: 24 });
  });
});

describe('a sign-in from a new device', () => {
  const login = (m: Member, agent: string, ip: string, lang = 'en') =>
    postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD }, { ip, lang, headers: { 'user-agent': agent } });
  const tipsOf = async (m: { token: string }) =>
    (await getFrom(t, tipsApi.tips, { as: m })).body.data.list as Array<{ title: string; text: string }>;

  it('V6.3.4 tells the member by a tip and a message to the mobile, with time, address and browser, and nothing secret', async () => {
    const m = await addMember(t);
    // The first browser on record is recorded quietly.
    const first = await login(m, PHONE, '198.51.100.30');
    expect(first.body.code).toBe(1);
    expect((await outbox(t, m.mobile!)).filter((o) => o.event === 'newsignin')).toEqual([]);
    // The same browser again tells nothing, from any address.
    expect((await login(m, PHONE, '198.51.100.31')).body.code).toBe(1);
    expect((await outbox(t, m.mobile!)).filter((o) => o.event === 'newsignin')).toEqual([]);

    const res = await login(m, DESKTOP, '203.0.113.77', 'zh-Hans');
    expect(res.body.code).toBe(1);
    const sent = (await outbox(t, m.mobile!)).filter((o) => o.event === 'newsignin');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.code).toBe('');
    expect(sent[0]!.text).toContain('203.0.113.77');
    expect(sent[0]!.text).toContain('Windows NT 10.0');
    expect(sent[0]!.text).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d GMT\+8/);
    expect(sent[0]!.text).toContain('/pages/user/sessions');
    expect(sent[0]!.text).not.toContain(LOGIN_PASSWORD);
    expect(sent[0]!.text).not.toContain(res.body.data.userinfo.token);
    const tips = await tipsOf({ token: res.body.data.userinfo.token });
    expect(tips[0]).toMatchObject({ title: 'New sign-in' });
    expect(tips[0]!.text).toContain('203.0.113.77');

    // Known from now on.
    expect((await login(m, DESKTOP, '203.0.113.78')).body.code).toBe(1);
    expect((await outbox(t, m.mobile!)).filter((o) => o.event === 'newsignin')).toHaveLength(1);
  });

  it('tells a member without a mobile by email', async () => {
    const m = await addMember(t, { mobile: null });
    expect((await login(m, PHONE, '198.51.100.40')).body.code).toBe(1);
    expect((await login(m, DESKTOP, '198.51.100.41')).body.code).toBe(1);
    const sent = (await outbox(t, m.email!)).filter((o) => o.event === 'newsignin');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('198.51.100.41');
  });
});
