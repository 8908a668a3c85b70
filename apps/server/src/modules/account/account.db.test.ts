import { accountApi } from '@mcc/contract/account';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { type Answer, getFrom, postTo } from '../../../test/http';
import { codeFor, freshMobile, outbox, registerMember, type Userinfo } from '../../../test/members';
import { createTestApp, useTestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, seedDemo } from '../../demo/seed';
import { LOGIN_IP_MAX, LOGIN_PAIR_MAX } from './login-guard';

const t = useTestApp({ CODE_IP_HOURLY_LIMIT: '1000' });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let ipCounter = 0;
const freshIp = () => `10.30.0.${++ipCounter}`;
const userinfoOf = (res: Answer) => (res.body.data as { userinfo: Userinfo }).userinfo;

describe('register', () => {
  it('creates a member from a mobile and its code, with a new UID, invite code and inviter', async () => {
    const ip = freshIp();
    const inviter = await registerMember(t, { mobile: freshMobile() }, { ip });
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', { ip });
    const res = await postTo(
      t,
      accountApi.register,
      { mobile, code, password: 'Secret#2026', invite_code: inviter.invite_code.toLowerCase() },
      { ip },
    );
    expect(res.body.code).toBe(1);
    const me = userinfoOf(res);
    expect(me.uid).toMatch(/^\d{6,8}$/);
    expect(me.uid).not.toBe(inviter.uid);
    expect(me.invite_code).toMatch(/^[A-Z2-9]{6}$/);
    expect(me.invite_code).not.toBe(inviter.invite_code);
    expect(me).toMatchObject({
      mobile,
      email: '',
      avatar: '',
      bio: '',
      wallet_address: null,
      has_paypwd: false,
      expires_in: 30 * 24 * 3600,
    });
    expect(me.nickname).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(me.inviter).toEqual({ uid: inviter.uid, nickname: inviter.nickname });
    expect(me.token.length).toBeGreaterThanOrEqual(22);
    expect(me.created_at).toBe(Math.floor(t.clock.now().getTime() / 1000));
    const row = await t.database.db
      .selectFrom('users')
      .select(['inviter_id', 'password_hash'])
      .where('uid', '=', me.uid)
      .executeTakeFirstOrThrow();
    expect(row.inviter_id).toBe(BigInt(inviter.id));
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('creates a member from an email', async () => {
    const me = await registerMember(t, { email: 'Reg.One@Example.com' }, { ip: freshIp() });
    expect(me).toMatchObject({ email: 'reg.one@example.com', mobile: '' });
  });

  it('refuses an unknown invite code before spending the code, and bad passwords and shapes', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', { ip });
    const unknown = await postTo(t, accountApi.register, { mobile, code, password: 'Secret#2026', invite_code: 'NOPE99' }, { ip });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'There is no such invite code', data: { field: 'invite_code' } });
    const short = await postTo(t, accountApi.register, { mobile, code, password: 'short' }, { ip });
    expect(short.body).toMatchObject({ code: 0, data: { field: 'password' } });
    const long = await postTo(t, accountApi.register, { mobile, code, password: 'x'.repeat(65) }, { ip });
    expect(long.body).toMatchObject({ code: 0, data: { field: 'password' } });
    const both = await postTo(t, accountApi.register, { mobile, email: 'a@b.co', code, password: 'Secret#2026' }, { ip });
    expect(both.body).toMatchObject({ code: 0, msg: 'Give either a mobile number or an email address (one of them)' });
    const neither = await postTo(t, accountApi.register, { code, password: 'Secret#2026' }, { ip });
    expect(neither.body.code).toBe(0);
    // The code still works after all those refusals.
    expect((await postTo(t, accountApi.register, { mobile, code, password: 'Secret#2026' }, { ip })).body.code).toBe(1);
  });

  it('refuses a mobile that was registered between its code and the registration, spending nothing', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register', { ip });
    const raced = await t.database.db
      .insertInto('users')
      .values({ uid: '5550001', mobile, password_hash: 'x', nickname: 'raced', invite_code: 'RACE01', created_at: 0n, updated_at: 0n })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await postTo(t, accountApi.register, { mobile, code, password: 'Secret#2026' }, { ip });
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'This mobile number or email is already registered; please log in',
      data: { field: 'mobile' },
    });
    const row = await t.database.db
      .selectFrom('verification_codes')
      .select('used_at')
      .where('target', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    await t.database.db.deleteFrom('users').where('id', '=', raced.id).execute();
    expect((await postTo(t, accountApi.register, { mobile, code, password: 'Secret#2026' }, { ip })).body.code).toBe(1);
  });

  it('answers in each of the four languages', async () => {
    const texts = new Set<string>();
    for (const lang of ['zh-Hans', 'en', 'ja', 'zh-Hant']) {
      const res = await postTo(t, accountApi.login, { account: 'nobody@example.com', password: 'whatever1' }, { ip: freshIp(), lang });
      texts.add(res.body.msg);
    }
    expect([...texts]).toEqual([
      '账号或密码不正确',
      'The account or password is not correct',
      'アカウントまたはパスワードが正しくありません',
      '帳號或密碼不正確',
    ]);
  });
});

describe('login', () => {
  it('V6.3.8 accepts mobile, email or UID, and gives one message for unknown account and wrong password', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const me = await registerMember(t, { mobile }, { ip });
    for (const account of [mobile, me.uid]) {
      const res = await postTo(t, accountApi.login, { account, password: 'Secret#2026' }, { ip });
      expect(res.body.code).toBe(1);
      expect(userinfoOf(res).uid).toBe(me.uid);
    }
    const alice = await postTo(t, accountApi.login, { account: 'ALICE@demo.mcc', password: 'Demo@2026' }, { ip });
    // The demo members exist only when seeded; this database is empty, so Alice is unknown.
    const wrong = await postTo(t, accountApi.login, { account: mobile, password: 'Wrong#2026' }, { ip });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The account or password is not correct' });
    expect(alice.body).toEqual(wrong.body);
    const byEmail = await registerMember(t, { email: 'login.me@example.com' }, { ip });
    const res = await postTo(t, accountApi.login, { account: 'Login.Me@Example.com', password: 'Secret#2026' }, { ip });
    expect(userinfoOf(res).uid).toBe(byEmail.uid);
  });

  it('lets the seeded demo members in by mobile, email and UID', async () => {
    const demo = await createTestApp();
    try {
      await seedDemo(demo.database.db, demo.clock, demo.app.log, demo.app.uploads);
      for (const account of ['13800000001', 'alice@demo.mcc', '100001']) {
        const res = await postTo(demo, accountApi.login, { account, password: DEMO_PASSWORD });
        expect(userinfoOf(res)).toMatchObject({
          uid: '100001',
          nickname: 'Alice',
          mobile: '13800000001',
          email: 'alice@demo.mcc',
          inviter: null,
        });
      }
      const bob = userinfoOf(await postTo(demo, accountApi.login, { account: '100002', password: DEMO_PASSWORD }));
      expect(bob.inviter).toEqual({ uid: '100001', nickname: 'Alice' });
    } finally {
      await demo.close();
    }
  });

  it('V6.1.1 V6.3.1 locks an account name from one IP after failures, not from another IP, and not longer than its window', async () => {
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip: freshIp() });
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_PAIR_MAX; i++) {
      expect((await postTo(t, accountApi.login, { account: mobile, password: `Wrong#${i}xxx` }, { ip: attacker })).body.msg).toBe(
        'The account or password is not correct',
      );
    }
    const locked = await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026' }, { ip: attacker });
    expect(locked.body).toMatchObject({ code: 0, msg: 'Too many failed logins; try again in 15 min' });
    // The member, elsewhere, is not locked out.
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026' }, { ip: freshIp() })).body.code).toBe(1);
    // Trying on during the lockout does not lengthen it.
    t.clock.advance(10 * MINUTE);
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Wrong#again' }, { ip: attacker })).body.msg).toBe(
      'Too many failed logins; try again in 5 min',
    );
    t.clock.advance(5 * MINUTE);
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026' }, { ip: attacker })).body.code).toBe(1);
  });

  it('V6.3.8 locks unknown account names the same way, so the lockout reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_PAIR_MAX; i++) await postTo(t, accountApi.login, { account: '13911112222', password: 'Wrong#2026' }, { ip });
    const res = await postTo(t, accountApi.login, { account: '13911112222', password: 'Wrong#2026' }, { ip });
    expect(res.body.msg).toBe('Too many failed logins; try again in 15 min');
  });

  it('limits all failures from one IP together', async () => {
    const ip = freshIp();
    let last: Answer | undefined;
    for (let i = 0; i <= LOGIN_IP_MAX; i++) {
      last = await postTo(t, accountApi.login, { account: `1391234${String(i).padStart(4, '0')}`, password: 'Wrong#2026' }, { ip });
    }
    expect(last?.body.msg).toBe('Too many failed logins; try again in 60 min');
    t.clock.advance(60 * MINUTE);
    expect((await postTo(t, accountApi.login, { account: '13912340000', password: 'Wrong#2026' }, { ip })).body.msg).toBe(
      'The account or password is not correct',
    );
  });

  it('refuses a frozen member after the right password only', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    await t.database.db.updateTable('users').set({ status: 'frozen' }).where('mobile', '=', mobile).execute();
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Wrong#2026' }, { ip })).body.msg).toBe(
      'The account or password is not correct',
    );
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026' }, { ip })).body.msg).toBe(
      'This account is frozen; please contact support',
    );
  });
});

describe('tokens', () => {
  it('V7.4.1 work until logout, then answer 401', async () => {
    const ip = freshIp();
    const me = await registerMember(t, { mobile: freshMobile() }, { ip });
    const index = await getFrom(t, userIndexApi.index, { ip, as: me });
    expect(index.body.code).toBe(1);
    expect(userinfoOf(index)).toMatchObject({ uid: me.uid, token: me.token });
    expect((await getFrom(t, accountApi.logout, { ip, as: me })).body).toMatchObject({ code: 1, data: null });
    const after = await getFrom(t, userIndexApi.index, { ip, as: me });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
    expect((await getFrom(t, accountApi.logout, { ip, as: me })).status).toBe(401);
  });

  it('expire after 30 days, counting expires_in down', async () => {
    const ip = freshIp();
    const me = await registerMember(t, { mobile: freshMobile() }, { ip });
    t.clock.advance(29 * DAY);
    const late = await getFrom(t, userIndexApi.index, { ip, as: me });
    expect(userinfoOf(late).expires_in).toBe(24 * 3600);
    t.clock.advance(DAY);
    const expired = await getFrom(t, userIndexApi.index, { ip, as: me });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(401);
  });

  it('V6.2.2 V6.4.3 V7.4.3 are all revoked by a password reset, and the new password works', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const first = await registerMember(t, { mobile }, { ip });
    const second = userinfoOf(await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026', remember: true }, { ip }));
    const code = await codeFor(t, mobile, 'resetpwd', { ip });
    expect((await postTo(t, accountApi.resetpwd, { type: 'mobile', mobile, code, newpassword: 'Renewed#2026' }, { ip })).body.code).toBe(1);
    for (const token of [first.token, second.token]) expect((await getFrom(t, userIndexApi.index, { ip, as: token })).status).toBe(401);
    const refreshRows = await t.database.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', BigInt(first.id)).execute();
    expect(refreshRows).toEqual([]);
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026' }, { ip })).body.code).toBe(0);
    expect((await postTo(t, accountApi.login, { account: mobile, password: 'Renewed#2026' }, { ip })).body.code).toBe(1);
  });

  it('resets by email too, and refuses a missing target for the type', async () => {
    const ip = freshIp();
    await registerMember(t, { email: 'reset.me@example.com' }, { ip });
    const code = await codeFor(t, 'reset.me@example.com', 'resetpwd', { ip });
    const missing = await postTo(
      t,
      accountApi.resetpwd,
      { type: 'email', mobile: '13900001111', code, newpassword: 'Renewed#2026' },
      { ip },
    );
    expect(missing.body.code).toBe(0);
    const res = await postTo(
      t,
      accountApi.resetpwd,
      { type: 'email', email: 'RESET.me@example.com', code, newpassword: 'Renewed#2026' },
      { ip },
    );
    expect(res.body.code).toBe(1);
  });
});

describe('stay signed in', () => {
  function refreshCookie(res: Answer) {
    return res.cookies.find((c) => c.name === 'mcc_refresh');
  }
  function refresh(cookie: string | undefined, ip: string): Promise<Answer> {
    return postTo(t, accountApi.refresh, undefined, { ip, headers: cookie ? { cookie: `mcc_refresh=${cookie}` } : {} });
  }

  it('sets an HttpOnly SameSite=Strict cookie only with remember, stored hashed', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    const plain = await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026' }, { ip });
    expect(refreshCookie(plain)).toBeUndefined();
    const remembered = await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026', remember: true }, { ip });
    const cookie = refreshCookie(remembered);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: accountApi.refresh.path, maxAge: 30 * 24 * 3600 });
    const stored = await t.database.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(cookie?.value);
  });

  it('V7.2.4 signs in again from the cookie, rotating it; the old value then ends the whole family', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    const login = await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026', remember: true }, { ip });
    const first = refreshCookie(login)?.value;
    t.clock.advance(31 * DAY);
    expect((await getFrom(t, userIndexApi.index, { ip, as: userinfoOf(login) })).status).toBe(401);
    // 31 days is past the cookie's own 30, so a second login is needed for the rotation test.
    expect((await refresh(first, ip)).body).toMatchObject({ code: 0, msg: 'Your session has ended; please log in again' });

    const again = await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026', remember: true }, { ip });
    const value = refreshCookie(again)?.value;
    t.clock.advance(DAY);
    const renewed = await refresh(value, ip);
    expect(renewed.body.code).toBe(1);
    const next = refreshCookie(renewed)?.value;
    expect(next).toBeTruthy();
    expect(next).not.toBe(value);
    const token = userinfoOf(renewed).token;
    expect((await getFrom(t, userIndexApi.index, { ip, as: token })).body.code).toBe(1);
    // Replaying the exchanged value later is taken as theft: the whole family ends.
    t.clock.advance(MINUTE);
    expect((await refresh(value, ip)).body.code).toBe(0);
    expect((await refresh(next, ip)).body.code).toBe(0);
  });

  it('refuses without a cookie, and after logout with the token it came with', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    await registerMember(t, { mobile }, { ip });
    expect((await refresh(undefined, ip)).body.code).toBe(0);
    const login = await postTo(t, accountApi.login, { account: mobile, password: 'Secret#2026', remember: true }, { ip });
    const value = refreshCookie(login)?.value;
    const out = await getFrom(t, accountApi.logout, { ip, as: userinfoOf(login) });
    expect(refreshCookie(out)?.value).toBe('');
    expect((await refresh(value, ip)).body.code).toBe(0);
  });
});

describe('profile and pay password', () => {
  it('changes nickname and bio, refuses an avatar the member did not upload', async () => {
    const ip = freshIp();
    const me = await registerMember(t, { mobile: freshMobile() }, { ip });
    const res = await postTo(t, accountApi.profile, { nickname: '  Neo ', bio: 'Hello' }, { ip, as: me });
    expect(userinfoOf(res)).toMatchObject({ nickname: 'Neo', bio: 'Hello', avatar: '' });
    const avatar = await postTo(t, accountApi.profile, { avatar: 'https://evil.example/pixel.png' }, { ip, as: me });
    expect(avatar.body).toMatchObject({ code: 0, msg: 'Please upload the avatar image first', data: { field: 'avatar' } });
    expect((await postTo(t, accountApi.profile, { nickname: '' }, { ip, as: me })).body.code).toBe(0);
    expect((await postTo(t, accountApi.profile, { nickname: 'x'.repeat(31) }, { ip, as: me })).body.code).toBe(0);
    expect((await postTo(t, accountApi.profile, { uid: '1' }, { ip, as: me })).body).toMatchObject({
      code: 0,
      data: { field: 'uid' },
    });
    expect((await postTo(t, accountApi.profile, { nickname: 'A' }, { ip })).status).toBe(401);
    const index = await getFrom(t, userIndexApi.index, { ip, as: me });
    expect(userinfoOf(index)).toMatchObject({ nickname: 'Neo', bio: 'Hello' });
  });

  it('sets the pay password with a paypwd code sent to the member’s own mobile', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const me = await registerMember(t, { mobile }, { ip });
    const noCode = await postTo(t, accountApi.setPayPwd, { paypwd: '123456', code: '000000' }, { ip, as: me });
    expect(noCode.body).toMatchObject({ code: 0, msg: 'Please request a code first' });
    const code = await codeFor(t, mobile, 'paypwd', { ip, as: me });
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: '12345', code }, { ip, as: me })).body.code).toBe(0);
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: '123456', code }, { ip, as: me })).body.code).toBe(1);
    const index = await getFrom(t, userIndexApi.index, { ip, as: me });
    expect(userinfoOf(index).has_paypwd).toBe(true);
    const row = await t.database.db
      .selectFrom('users')
      .select('pay_password_hash')
      .where('id', '=', BigInt(me.id))
      .executeTakeFirstOrThrow();
    expect(row.pay_password_hash).toMatch(/^scrypt\$/);
    // The spent code does not serve a second time.
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: '654321', code }, { ip, as: me })).body.code).toBe(0);
  });

  it('does not accept another member’s paypwd code', async () => {
    const ip = freshIp();
    const mobileA = freshMobile();
    const a = await registerMember(t, { mobile: mobileA }, { ip });
    const b = await registerMember(t, { mobile: freshMobile() }, { ip });
    const code = await codeFor(t, mobileA, 'paypwd', { ip, as: a });
    const res = await postTo(t, accountApi.setPayPwd, { paypwd: '123456', code }, { ip, as: b });
    expect(res.body.code).toBe(0);
  });
});

describe('changing the mobile or email', () => {
  const login = (account: string, ip: string) => postTo(t, accountApi.login, { account, password: 'Secret#2026' }, { ip });

  it('adds an email to a mobile member with a code sent to it and the login password; both then sign in', async () => {
    const ip = freshIp();
    const mobile = freshMobile();
    const me = await registerMember(t, { mobile }, { ip });
    const email = `added-${me.uid}@example.com`;
    const code = await codeFor(t, email, 'changeemail', { ip, as: me });
    const res = await postTo(t, accountApi.changeEmail, { email: email.toUpperCase(), code, password: 'Secret#2026' }, { ip, as: me });
    expect(res.body.code, res.body.msg).toBe(1);
    // Adding keeps the nickname as it is.
    expect(userinfoOf(res)).toMatchObject({ mobile, email, uid: me.uid, token: me.token, nickname: me.nickname });
    // Adding a contact replaces none, so nothing is sent to the mobile.
    expect((await outbox(t, mobile)).map((row) => row.event)).toEqual(['register']);
    expect((await login(email, ip)).body.code).toBe(1);
    expect((await login(mobile, ip)).body.code).toBe(1);
    // The session that made the change goes on working.
    expect(userinfoOf(await getFrom(t, userIndexApi.index, { ip, as: me })).email).toBe(email);
    // The spent code does not serve a second time.
    const again = await postTo(t, accountApi.changeEmail, { email, code, password: 'Secret#2026' }, { ip, as: me });
    expect(again.body).toMatchObject({ code: 0, msg: 'This is already the mobile number or email of your account' });
  });

  it('moves a member to a new mobile: the old one no longer signs in, the new one does', async () => {
    const ip = freshIp();
    const old = freshMobile();
    const me = await registerMember(t, { mobile: old }, { ip });
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'changemobile', { ip, as: me });
    const res = await postTo(t, accountApi.changeMobile, { mobile, code, password: 'Secret#2026' }, { ip, as: me });
    // The default nickname drawn from the old number follows the new one.
    expect(userinfoOf(res)).toMatchObject({ mobile, nickname: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    expect((await login(old, ip)).body).toMatchObject({ code: 0, msg: 'The account or password is not correct' });
    expect(userinfoOf(await login(mobile, ip)).uid).toBe(me.uid);
    // The old number is told, with the new one masked, in case it was not the member.
    const [notice] = await outbox(t, old);
    expect(notice).toMatchObject({ event: 'changemobile', code: '' });
    expect(notice?.text).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(notice?.text).not.toContain(mobile);
    // A new member may now register the freed number (once its register code's cooldown has passed).
    t.clock.advance(MINUTE);
    expect((await registerMember(t, { mobile: old }, { ip })).uid).not.toBe(me.uid);
  });

  it('V7.5.1 refuses a wrong login password without spending the code, and a wrong or other-event code', async () => {
    const ip = freshIp();
    const me = await registerMember(t, { mobile: freshMobile() }, { ip });
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'changemobile', { ip, as: me });
    const wrongPassword = await postTo(t, accountApi.changeMobile, { mobile, code, password: 'Secret#2027' }, { ip, as: me });
    expect(wrongPassword.body).toMatchObject({ code: 0, msg: 'The login password is not correct', data: { field: 'password' } });
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await postTo(t, accountApi.changeMobile, { mobile, code: wrongCode, password: 'Secret#2026' }, { ip, as: me });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The code is not correct; 4 tries left', data: { field: 'code' } });
    // A changeemail code does not change a mobile, nor a mobile's code another mobile.
    const other = freshMobile();
    const forEmail = await postTo(t, accountApi.changeMobile, { mobile: other, code, password: 'Secret#2026' }, { ip, as: me });
    expect(forEmail.body).toMatchObject({ code: 0, msg: 'Please request a code first' });
    await postTo(t, accountApi.profile, { nickname: 'Kept' }, { ip, as: me });
    const res = await postTo(t, accountApi.changeMobile, { mobile, code, password: 'Secret#2026' }, { ip, as: me });
    // A nickname the member chose stays.
    expect(userinfoOf(res)).toMatchObject({ mobile, nickname: 'Kept' });
  });

  it('counts wrong login passwords with failed logins, so guessing here locks too', async () => {
    const ip = freshIp();
    const me = await registerMember(t, { mobile: freshMobile() }, { ip });
    const email = `guess-${me.uid}@example.com`;
    const code = await codeFor(t, email, 'changeemail', { ip, as: me });
    for (let i = 0; i < LOGIN_PAIR_MAX; i += 1) {
      const res = await postTo(t, accountApi.changeEmail, { email, code, password: `Wrong#${i}xyz` }, { ip, as: me });
      expect(res.body.msg).toBe('The login password is not correct');
    }
    const locked = await postTo(t, accountApi.changeEmail, { email, code, password: 'Secret#2026' }, { ip, as: me });
    expect(locked.body).toMatchObject({ code: 0, msg: 'Too many failed logins; try again in 15 min' });
    t.clock.advance(16 * MINUTE);
    // The code's own ten minutes have passed meanwhile.
    const late = await postTo(t, accountApi.changeEmail, { email, code, password: 'Secret#2026' }, { ip, as: me });
    expect(late.body).toMatchObject({ code: 0, msg: 'This code has expired; please request a new one' });
    const fresh = await codeFor(t, email, 'changeemail', { ip, as: me });
    const res = await postTo(t, accountApi.changeEmail, { email, code: fresh, password: 'Secret#2026' }, { ip, as: me });
    expect(userinfoOf(res).email).toBe(email);
  });

  it('refuses the current value, another member’s mobile, and one taken between the code and the change', async () => {
    const ip = freshIp();
    const mine = freshMobile();
    const me = await registerMember(t, { mobile: mine }, { ip });
    const same = await postTo(t, accountApi.changeMobile, { mobile: mine, code: '123456', password: 'Secret#2026' }, { ip, as: me });
    expect(same.body).toMatchObject({
      code: 0,
      msg: 'This is already the mobile number or email of your account',
      data: { field: 'mobile' },
    });
    const theirs = freshMobile();
    await registerMember(t, { mobile: theirs }, { ip });
    const send = await postTo(t, accountApi.smsSend, { mobile: theirs, event: 'changemobile' }, { ip, as: me });
    expect(send.body).toMatchObject({ code: 0, msg: 'This mobile number or email is used by another account' });

    const contested = freshMobile();
    const code = await codeFor(t, contested, 'changemobile', { ip, as: me });
    const winner = await registerMember(t, { mobile: contested }, { ip });
    const lost = await postTo(t, accountApi.changeMobile, { mobile: contested, code, password: 'Secret#2026' }, { ip, as: me });
    expect(lost.body).toMatchObject({ code: 0, msg: 'This mobile number or email is used by another account', data: { field: 'mobile' } });
    const rows = await t.database.db.selectFrom('users').select('uid').where('mobile', '=', contested).execute();
    expect(rows).toEqual([{ uid: winner.uid }]);
    expect(userinfoOf(await getFrom(t, userIndexApi.index, { ip, as: me })).mobile).toBe(mine);
  });

  it('needs a session, and refuses bad shapes with a message', async () => {
    const ip = freshIp();
    const me = await registerMember(t, { mobile: freshMobile() }, { ip });
    expect((await postTo(t, accountApi.changeMobile, { mobile: freshMobile(), code: '123456', password: 'x' }, { ip })).status).toBe(401);
    for (const body of [
      { mobile: '12345', code: '123456', password: 'Secret#2026' },
      { mobile: freshMobile(), code: '12345', password: 'Secret#2026' },
      { mobile: freshMobile(), code: '123456' },
      { mobile: freshMobile(), code: '123456', password: 'Secret#2026', uid: '1' },
    ]) {
      const res = await postTo(t, accountApi.changeMobile, body, { ip, as: me });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).not.toBe('');
    }
    const email = await postTo(
      t,
      accountApi.changeEmail,
      { email: 'not-an-email', code: '123456', password: 'Secret#2026' },
      { ip, as: me },
    );
    expect(email.body).toMatchObject({ code: 0, data: { field: 'email' } });
  });
});
