import { accountApi } from '@mcc/contract/account';
import { adminApi } from '@mcc/contract/admin';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../test/http';
import { addMember, codeFor, freshMobile, LOGIN_PASSWORD } from '../test/members';
import { addOperator } from '../test/operators';
import { testDialect, useTestApp } from '../test/test-app';
import { MEMBER_TOKEN_LIFE_MS } from './platform/auth/member-sessions';
import { OPERATOR_TOKEN_LIFE_MS } from './platform/auth/operator-sessions';

// The OWASP ASVS 5.0 items of docs/security.md that no feature's own test speaks to; each test is
// named after its item.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', CODE_IP_HOURLY_LIMIT: '1000000' });

async function register(password: string) {
  const mobile = freshMobile();
  const code = await codeFor(t, mobile, 'register');
  return postTo(t, accountApi.register, { mobile, code, password });
}

describe(`ASVS items without a feature test of their own (${testDialect})`, () => {
  it('V6.2.1 refuses a password under 8 characters and accepts one of 8', async () => {
    expect((await register('Abc#123')).body).toMatchObject({ code: 0, data: { field: 'password' } });
    expect((await register('Abc#1234')).body.code).toBe(1);
  });

  it('V6.2.4 refuses one of the most used passwords at registration, reset and in the console, leaving the code unspent', async () => {
    const mobile = freshMobile();
    const code = await codeFor(t, mobile, 'register');
    const common = await postTo(t, accountApi.register, { mobile, code, password: 'Password1' });
    expect(common.body).toMatchObject({
      code: 0,
      msg: 'This password is one of the most used and easily guessed; please choose another',
      data: { field: 'password' },
    });
    // The same code still works with a password of the member's own.
    expect((await postTo(t, accountApi.register, { mobile, code, password: 'tide-star-harbour' })).body.code).toBe(1);

    const member = await addMember(t);
    const resetCode = await codeFor(t, member.mobile!, 'resetpwd');
    const reset = { type: 'mobile', mobile: member.mobile, code: resetCode };
    expect((await postTo(t, accountApi.resetpwd, { ...reset, newpassword: 'iloveyou' })).body).toMatchObject({
      code: 0,
      data: { field: 'newpassword' },
    });
    expect((await postTo(t, accountApi.resetpwd, { ...reset, newpassword: 'tide-star-harbour' })).body.code).toBe(1);

    const admin = await addOperator(t, 'super_admin');
    const created = await postTo(
      t,
      adminApi.createOperator,
      { username: 'commonpw', password: 'qwertyuiop', role: 'support' },
      { as: admin },
    );
    expect(created.body).toMatchObject({ code: 0, data: { field: 'password' } });
    const own = await postTo(t, adminApi.changeOwnPassword, { current: 'operator-pass-1', password: '12345678' }, { as: admin });
    expect(own.body).toMatchObject({ code: 0, data: { field: 'password' } });
  });

  it('V6.2.5 V6.2.9 accepts a password of any composition, up to 64 characters, and signs in with it exactly', async () => {
    for (const password of ['aaaaaaaa', '        ', '密码密码密码密码', 'x'.repeat(64)]) {
      const res = await register(password);
      expect(res.body.code, JSON.stringify(password)).toBe(1);
      const uid = res.body.data.userinfo.uid;
      expect((await postTo(t, accountApi.login, { account: uid, password })).body.code).toBe(1);
      expect((await postTo(t, accountApi.login, { account: uid, password: password.slice(0, -1) })).body.code).toBe(0);
    }
  });

  it('V7.2.3 gives each sign-in its own token of 256 random bits, stored only as a hash', async () => {
    const member = await addMember(t);
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await postTo(t, accountApi.login, { account: member.uid, password: LOGIN_PASSWORD });
      tokens.add(res.body.data.userinfo.token);
    }
    expect(tokens.size).toBe(5);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.database.db.selectFrom('member_tokens').select('token_hash').where('user_id', '=', member.id).execute();
    for (const token of tokens) expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('V7.3.2 ends a member session after 30 days and a console session after 12 hours, however active', async () => {
    const member = await addMember(t);
    const operator = await addOperator(t, 'support');
    t.clock.advance(OPERATOR_TOKEN_LIFE_MS - 1000);
    expect((await getFrom(t, adminApi.me, { as: operator })).status).toBe(200);
    t.clock.advance(2000);
    expect((await getFrom(t, adminApi.me, { as: operator })).status).toBe(401);
    t.clock.advance(MEMBER_TOKEN_LIFE_MS - OPERATOR_TOKEN_LIFE_MS - 2000);
    expect((await getFrom(t, userIndexApi.index, { as: member })).status).toBe(200);
    t.clock.advance(2000);
    expect((await getFrom(t, userIndexApi.index, { as: member })).status).toBe(401);
  });

  it('V8.2.3 refuses a field a member may not write (role, status, balance, uid) by name, changing nothing', async () => {
    const member = await addMember(t);
    for (const field of ['role', 'status', 'balance', 'uid', 'user_id']) {
      const res = await postTo(t, accountApi.profile, { nickname: 'Renamed', [field]: 'x' }, { as: member });
      expect(res.body, field).toMatchObject({ code: 0, data: { field } });
    }
    const row = await t.database.db
      .selectFrom('users')
      .select(['nickname', 'status', 'uid'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nickname: member.nickname, status: 'active', uid: member.uid });
  });
});
