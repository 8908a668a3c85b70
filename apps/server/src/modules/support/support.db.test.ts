import { accountApi } from '@mcc/contract/account';
import { adminSupportApi } from '@mcc/contract/admin-support';
import type { Endpoint } from '@mcc/contract/endpoint';
import { tipsApi } from '@mcc/contract/tips';
import { userIndexApi } from '@mcc/contract/user-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, codeFor, LOGIN_PASSWORD, type Member, outbox, PAY_PASSWORD, signInMember } from '../../../test/members';
import { addOperators, type Operator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { PayPasswordService } from '../account/pay-password-service';

const t = useTestApp();
let helpdesk: Operator;
let writer: Operator;
let root: Operator;
beforeAll(async () => {
  [helpdesk, writer, root] = await addOperators(t, 'support', 'content', 'super_admin');
});

let ips = 0;
const freshIp = () => {
  ips += 1;
  return `10.9.${Math.floor(ips / 250)}.${ips % 250}`;
};

const auditOf = (userId: bigint, action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'user')
    .where('target_id', '=', String(userId))
    .where('action', '=', action)
    .execute();

const tipsOf = (userId: bigint) => t.database.db.selectFrom('order_tips').selectAll().where('user_id', '=', userId).orderBy('id').execute();

const userRow = (userId: bigint) => t.database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

const login = (who: { uid: string }, password: string, ip: string, account = who.uid) =>
  postTo(t, accountApi.login, { account, password }, { ip });

async function act(action: Endpoint<'POST'>, member: Member, reason = 'Member called the hotline', as: Operator = helpdesk) {
  return postTo(t, action, { user_id: Number(member.id), reason }, { as });
}

describe('permission and input', () => {
  it('refuses an operator without members.support, and every action without a reason or for an unknown member', async () => {
    const member = await addMember(t);
    for (const action of [
      adminSupportApi.resetPassword,
      adminSupportApi.resetPayPassword,
      adminSupportApi.endSessions,
      adminSupportApi.unlockLogin,
      adminSupportApi.unlockPayPassword,
    ]) {
      const { path } = action;
      const refused = await act(action, member, 'x', writer);
      expect(refused.status, path).toBe(200);
      expect(refused.body).toMatchObject({ code: 0, data: { permission: 'members.support' } });
      const noReason = await act(action, member, '  ');
      expect(noReason.body, path).toMatchObject({ code: 0, data: { field: 'reason' } });
      const unknown = await postTo(t, action, { user_id: 999999, reason: 'r' }, { as: helpdesk });
      expect(unknown.body, path).toMatchObject({ code: 0, msg: 'There is no such member' });
    }
    const state = await getFrom(t, adminSupportApi.state, { as: writer, query: { user_id: member.id } });
    expect([state.status, state.body.code]).toEqual([200, 0]);
    expect(await auditOf(member.id, 'member.reset_password')).toEqual([]);
    expect(await tipsOf(member.id)).toEqual([]);
    // Nothing changed: the password and the session still work.
    expect((await login(member, LOGIN_PASSWORD, freshIp())).body.code).toBe(1);
    expect((await getFrom(t, userIndexApi.index, { as: member })).body.code).toBe(1);
  });

  it('answers refusals in the operator’s language', async () => {
    const member = await addMember(t, { payPassword: null });
    const zh = await postTo(
      t,
      adminSupportApi.resetPayPassword,
      { user_id: Number(member.id), reason: '会员来电' },
      { as: helpdesk, lang: 'zh-Hans' },
    );
    expect(zh.body).toMatchObject({ code: 0, msg: '该会员尚未设置支付密码' });
  });
});

describe('reset the login password', () => {
  it('V6.4.6 V6.3.6 makes the old password stop working, ends every session, tells the member, and the member sets a new one with a code', async () => {
    const member = await addMember(t);
    const ip = freshIp();
    const second = await signInMember(t, member, LOGIN_PASSWORD, { ip });
    const res = await act(adminSupportApi.resetPassword, member, 'Account reported stolen');
    expect(res.body).toMatchObject({
      code: 1,
      data: { user_id: Number(member.id), count: 2, state: { sessions: 0, code_channel: 'sms' } },
    });

    expect((await getFrom(t, userIndexApi.index, { as: member })).status).toBe(401);
    expect((await getFrom(t, userIndexApi.index, { as: second })).status).toBe(401);
    expect((await login(member, LOGIN_PASSWORD, ip)).body).toMatchObject({ code: 0 });
    expect(await t.database.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', member.id).execute()).toEqual([]);

    const [row] = await auditOf(member.id, 'member.reset_password');
    expect(row).toMatchObject({ admin_username: helpdesk.username, target_id: String(member.id) });
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ sessions_ended: 2, notified: 'sms', reason: 'Account reported stolen' });
    // The audit row says that it happened, never a hash.
    expect(`${row?.before_json}${row?.after_json}`).not.toContain('scrypt');
    expect((await tipsOf(member.id)).map((tip) => tip.kind)).toEqual(['support_password_reset']);

    const [notice] = await outbox(t, member.mobile ?? '');
    expect(notice).toMatchObject({ event: 'resetpwd', code: '' });
    expect(notice?.text).toContain('忘记密码');

    // The forgot-password flow: a code to the member's own mobile sets the new password.
    const code = await codeFor(t, member.mobile ?? '', 'resetpwd', { ip });
    const reset = await postTo(
      t,
      accountApi.resetpwd,
      { type: 'mobile', mobile: member.mobile, code, newpassword: 'Renewed#2026' },
      { ip },
    );
    expect(reset.body.code).toBe(1);
    const back = await login(member, 'Renewed#2026', ip);
    expect(back.body.code).toBe(1);
    const tips = await getFrom(t, tipsApi.tips, { as: back.body.data.userinfo.token });
    expect(tips.body.data.list[0]).toMatchObject({ kind: 'support_password_reset', title: 'Login password reset' });
    expect(tips.body.data.list[0].text).toContain('Account reported stolen');
  });

  it('tells a member with only an email by email, and refuses a member who has neither', async () => {
    const byEmail = await addMember(t, { mobile: null, email: 'only.mail@members.test' });
    expect((await act(adminSupportApi.resetPassword, byEmail)).body).toMatchObject({ code: 1, data: { state: { code_channel: 'email' } } });
    expect((await outbox(t, 'only.mail@members.test'))[0]).toMatchObject({ event: 'resetpwd', code: '' });

    const walletOnly = await addMember(t, { mobile: null, email: null });
    const before = await userRow(walletOnly.id);
    const refused = await act(adminSupportApi.resetPassword, walletOnly);
    expect(refused.body).toMatchObject({ code: 0, msg: 'This member has no mobile or email to receive the code that sets a new password' });
    expect((await userRow(walletOnly.id)).password_hash).toBe(before.password_hash);
    expect((await getFrom(t, userIndexApi.index, { as: walletOnly })).body.code).toBe(1);
    expect(await auditOf(walletOnly.id, 'member.reset_password')).toEqual([]);
  });
});

describe('reset the pay password', () => {
  it('clears it, keeps the session, and the member sets a new one with a paypwd code', async () => {
    const member = await addMember(t);
    const ip = freshIp();
    const res = await act(adminSupportApi.resetPayPassword, member, 'Forgot the PIN');
    expect(res.body).toMatchObject({ code: 1, data: { state: { pay_password_set: false, sessions: 1 } } });
    const index = await getFrom(t, userIndexApi.index, { as: member });
    expect(index.body.data.userinfo.has_paypwd).toBe(false);
    await expect(new PayPasswordService(t.database.db, t.clock).verify(member.id, PAY_PASSWORD)).rejects.toThrow();

    const [row] = await auditOf(member.id, 'member.reset_paypwd');
    expect(JSON.parse(row?.before_json ?? '{}')).toEqual({ pay_password_set: true });
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ pay_password_set: false, reason: 'Forgot the PIN' });
    expect((await tipsOf(member.id)).map((tip) => tip.kind)).toEqual(['support_paypwd_reset']);

    const code = await codeFor(t, member.mobile ?? '', 'paypwd', { ip, as: member });
    expect((await postTo(t, accountApi.setPayPwd, { paypwd: '135790', code }, { ip, as: member })).body.code).toBe(1);
    await new PayPasswordService(t.database.db, t.clock).verify(member.id, '135790');

    // Twice is refused: there is nothing left to reset... until the member sets one again.
    const none = await addMember(t, { payPassword: null });
    expect((await act(adminSupportApi.resetPayPassword, none)).body).toMatchObject({
      code: 0,
      msg: 'This member has not set a pay password',
    });
    expect(await auditOf(none.id, 'member.reset_paypwd')).toEqual([]);
  });
});

describe('end the sessions', () => {
  it('V7.4.5 ends every token and stay-signed-in cookie, and the password still works', async () => {
    const member = await addMember(t);
    const ip = freshIp();
    const other = await signInMember(t, member, LOGIN_PASSWORD, { ip });
    expect((await getFrom(t, adminSupportApi.state, { as: helpdesk, query: { user_id: member.id } })).body.data.sessions).toBe(2);
    // Both sessions in use, so the server remembers them: ending them must reach what it remembers too.
    expect((await getFrom(t, userIndexApi.index, { as: member })).status).toBe(200);
    expect((await getFrom(t, userIndexApi.index, { as: other })).status).toBe(200);
    const res = await act(adminSupportApi.endSessions, member, 'Lost phone', root);
    expect(res.body).toMatchObject({ code: 1, data: { count: 2, state: { sessions: 0 } } });
    expect((await getFrom(t, userIndexApi.index, { as: member })).status).toBe(401);
    expect((await getFrom(t, userIndexApi.index, { as: other })).status).toBe(401);
    expect(await t.database.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    const [row] = await auditOf(member.id, 'member.end_sessions');
    expect(row?.admin_username).toBe(root.username);
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ sessions_ended: 2, reason: 'Lost phone' });
    expect((await tipsOf(member.id)).map((tip) => tip.kind)).toEqual(['support_sessions_ended']);
    expect((await login(member, LOGIN_PASSWORD, ip)).body.code).toBe(1);
  });
});

describe('unlock the sign-in', () => {
  it('clears the failure counters of the member’s UID, mobile and email from every IP', async () => {
    const member = await addMember(t);
    const [a, b] = [freshIp(), freshIp()];
    for (let i = 0; i < 5; i++) await login(member, 'wrong', a);
    for (let i = 0; i < 3; i++) await login(member, 'wrong', b, member.mobile ?? '');
    expect((await login(member, LOGIN_PASSWORD, a)).body.msg).toMatch(/Too many/);
    const state = await getFrom(t, adminSupportApi.state, { as: helpdesk, query: { user_id: member.id } });
    expect(state.body.data).toMatchObject({ login_failures: 8 });
    expect(state.body.data.login_locked_until).toBeGreaterThan(Math.floor(t.clock.now().getTime() / 1000));

    const res = await act(adminSupportApi.unlockLogin, member, 'Verified by phone');
    expect(res.body).toMatchObject({ code: 1, data: { count: 2, state: { login_failures: 0, login_locked_until: null } } });
    const [row] = await auditOf(member.id, 'member.unlock_login');
    expect(JSON.parse(row?.before_json ?? '{}')).toEqual({ failures: 8, locked_windows: 1 });
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ cleared: 2, reason: 'Verified by phone' });
    expect((await tipsOf(member.id)).map((tip) => tip.kind)).toEqual(['support_login_unlocked']);
    expect((await login(member, LOGIN_PASSWORD, a)).body.code).toBe(1);

    // Nothing left to clear: refused, and no second audit row.
    expect((await act(adminSupportApi.unlockLogin, member)).body).toMatchObject({
      code: 0,
      msg: 'This member has no failed sign-ins to clear',
    });
    expect(await auditOf(member.id, 'member.unlock_login')).toHaveLength(1);
  });
});

describe('unlock the pay password', () => {
  it('lifts the lock and clears the wrong tries', async () => {
    const member = await addMember(t);
    const checker = new PayPasswordService(t.database.db, t.clock);
    for (let i = 0; i < 5; i++) await expect(checker.verify(member.id, '000000')).rejects.toThrow();
    await expect(checker.verify(member.id, PAY_PASSWORD)).rejects.toThrow(/Too many wrong pay passwords/);
    const state = await getFrom(t, adminSupportApi.state, { as: helpdesk, query: { user_id: member.id } });
    expect(state.body.data.pay_password_locked_until).toBeGreaterThan(Math.floor(t.clock.now().getTime() / 1000));

    const res = await act(adminSupportApi.unlockPayPassword, member, 'Identity checked');
    expect(res.body).toMatchObject({
      code: 1,
      data: { state: { pay_password_locked_until: null, pay_password_failures: 0, pay_password_set: true } },
    });
    await checker.verify(member.id, PAY_PASSWORD);
    const [row] = await auditOf(member.id, 'member.unlock_paypwd');
    expect(JSON.parse(row?.before_json ?? '{}')).toMatchObject({ failures: 0 });
    expect(JSON.parse(row?.before_json ?? '{}').locked_until).toBeGreaterThan(0);
    expect(JSON.parse(row?.after_json ?? '{}')).toEqual({ failures: 0, locked_until: null, reason: 'Identity checked' });
    expect((await tipsOf(member.id)).map((tip) => tip.kind)).toEqual(['support_paypwd_unlocked']);

    expect((await act(adminSupportApi.unlockPayPassword, member)).body).toMatchObject({
      code: 0,
      msg: "This member's pay password is not locked and has no wrong tries",
    });
    // Wrong tries without a lock yet are cleared too.
    await expect(checker.verify(member.id, '000000')).rejects.toThrow();
    expect((await act(adminSupportApi.unlockPayPassword, member)).body.code).toBe(1);
    expect((await userRow(member.id)).pay_password_failures).toBe(0n);
  });
});
