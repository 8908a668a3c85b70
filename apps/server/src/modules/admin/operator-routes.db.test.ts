import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { adminFundApi } from '@mcc/contract/admin-fund';
import type { Endpoint } from '@mcc/contract/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { callTo, getFrom, postTo } from '../../../test/http';
import { createOperator, signInOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let rootId: bigint;
let root: { token: string };
beforeAll(async () => {
  rootId = (await createOperator(t, 'super_admin', { username: 'root' })).id;
  await createOperator(t, 'finance', { username: 'fin' });
  await createOperator(t, 'content', { username: 'content' });
  await createOperator(t, 'support', { username: 'support' });
  root = await signInOperator(t, { username: 'root' });
});

const login = (username: string, password: string, ip = '10.0.0.1') => postTo(t, adminSignInApi.login, { username, password }, { ip });

describe('operator sign-in', () => {
  it('returns a token that opens /me with the role and its permissions', async () => {
    const res = await login('fin', 'operator-pass-1');
    const body = res.body;
    expect(body).toMatchObject({ code: 1, data: { username: 'fin', role: 'finance', expires_in: 43200 } });
    const me = await getFrom(t, adminApi.me, { as: body.data.token });
    expect(me.body.data).toMatchObject({ username: 'fin', role: 'finance' });
    expect(me.body.data.permissions).toContain('finance.approve');
    expect(me.body.data.permissions).not.toContain('settings.write');
  });

  it('V6.3.8 gives the same message for an unknown user and a wrong password, and 401 without a token', async () => {
    const unknown = (await login('nobody', 'operator-pass-1', '10.0.0.2')).body;
    const wrong = (await login('fin', 'wrong-password', '10.0.0.2')).body;
    expect(unknown.code).toBe(0);
    expect(wrong.code).toBe(0);
    expect(unknown.msg).toBe(wrong.msg);
    expect(unknown.msg).toBe('The username or password is not correct');
    const anonymous = await getFrom(t, adminApi.me);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(401);
    const bogus = await getFrom(t, adminApi.me, { as: 'x'.repeat(43) });
    expect(bogus.status).toBe(401);
  });

  it('refuses malformed sign-in bodies with code 0', async () => {
    for (const payload of [{}, { username: 'root' }, { username: 'root', password: 'x', extra: 1 }, { username: 5, password: 'x' }]) {
      const res = await postTo(t, adminSignInApi.login, payload);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
  });

  it('limits failures per username and address: the 6th try from there is refused even with the right password', async () => {
    const id = (await createOperator(t, 'support', { username: 'victim' })).id;
    for (let i = 0; i < 5; i++) expect((await login('victim', 'wrong-password', '10.1.0.1')).body.code).toBe(0);
    const blocked = (await login('victim', 'operator-pass-1', '10.1.0.1')).body;
    expect(blocked).toMatchObject({ code: 0, msg: 'Too many sign-in attempts; try again in 15 min' });
    // From an address with no failures the right password signs in: nobody can lock an operator out from elsewhere.
    expect((await login('victim', 'operator-pass-1', '10.1.0.9')).body.code).toBe(1);
    // The same counter applies to a username that does not exist, so the refusal reveals nothing.
    for (let i = 0; i < 5; i++) await login('ghost', 'wrong-password', '10.2.0.1');
    expect((await login('ghost', 'wrong-password', '10.2.0.1')).body.msg).toBe(blocked.msg);
    t.clock.advance(15 * 60 * 1000);
    expect((await login('victim', 'operator-pass-1', '10.1.0.1')).body.code).toBe(1);
    expect(id).toBeGreaterThan(0n);
  });

  it('limits failures per IP across usernames', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'wrong-password', '10.9.9.9');
    expect((await login('fin', 'operator-pass-1', '10.9.9.9')).body.msg).toBe('Too many sign-in attempts; try again in 15 min');
    expect((await login('fin', 'operator-pass-1', '10.9.9.8')).body.code).toBe(1);
    t.clock.advance(15 * 60 * 1000);
  });

  it('V7.4.1 logs out: the token stops working, and both are in the audit log', async () => {
    const token = await signInOperator(t, { username: 'support' });
    expect((await postTo(t, adminApi.logout, {}, { as: token })).body.code).toBe(1);
    expect((await getFrom(t, adminApi.me, { as: token })).status).toBe(401);
    expect((await auditRows(t, 'operator.logout')).at(-1)).toMatchObject({ admin_username: 'support' });
    expect((await auditRows(t, 'operator.login')).some((r) => r.admin_username === 'support')).toBe(true);
  });
});

describe('permissions per role', () => {
  const cases: Array<{ who: string; endpoint: Endpoint; payload: unknown }> = [
    { who: 'fin', endpoint: adminApi.operators, payload: undefined },
    { who: 'support', endpoint: adminApi.saveSettings, payload: { values: { withdraw_fee: '3.00' } } },
    { who: 'content', endpoint: adminApi.freezeMember, payload: { user_id: 1, reason: 'x' } },
    { who: 'content', endpoint: adminApi.audit, payload: undefined },
    { who: 'fin', endpoint: adminApi.outbox, payload: undefined },
    {
      who: 'support',
      endpoint: adminApi.createOperator,
      payload: { username: 'sneaky', password: 'operator-pass-1', role: 'super_admin' },
    },
    // The money calls of wallet-admin are guarded the same way.
    { who: 'content', endpoint: adminFundApi.withdrawApprove, payload: { id: 1 } },
    { who: 'content', endpoint: adminFundApi.rechargeConfirm, payload: { id: 1 } },
    { who: 'support', endpoint: adminFundApi.withdrawPaid, payload: { id: 1, tx_hash: '0xabc' } },
    { who: 'support', endpoint: adminFundApi.adjust, payload: { user_id: 1, asset: 'USDT', amount: '5.00', reason: 'x' } },
    { who: 'content', endpoint: adminFundApi.withdrawals, payload: undefined },
  ];
  it.each(cases)(
    '$who cannot $endpoint.method $endpoint.path (HTTP 200, code 0, the permission named)',
    async ({ who, endpoint, payload }) => {
      const token = await signInOperator(t, { username: who });
      const res = await callTo(t, endpoint, payload, { as: token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 0, msg: 'Your role does not allow this action' });
      expect(typeof res.body.data.permission).toBe('string');
    },
  );

  it('V8.2.1 lets each role reach what it is granted', async () => {
    const support = await signInOperator(t, { username: 'support' });
    expect((await getFrom(t, adminApi.members, { as: support })).body.code).toBe(1);
    expect((await getFrom(t, adminApi.outbox, { as: support })).body.code).toBe(1);
    const fin = await signInOperator(t, { username: 'fin' });
    expect((await getFrom(t, adminApi.audit, { as: fin })).body.code).toBe(1);
    expect((await getFrom(t, adminApi.dashboard, { as: fin })).body.code).toBe(1);
    const content = await signInOperator(t, { username: 'content' });
    expect((await getFrom(t, adminApi.dashboard, { as: content })).body.code).toBe(1);
  });
});

describe('operators and roles', () => {
  it('lists the roles with their permissions', async () => {
    const res = await getFrom(t, adminApi.roles, { as: root });
    expect(res.body.data.list.map((r: { role: string }) => r.role)).toEqual(['super_admin', 'finance', 'content', 'support']);
  });

  it('creates an operator who can sign in, refuses a taken name, and audits the creation without the password', async () => {
    const res = await postTo(
      t,
      adminApi.createOperator,
      {
        username: 'newbie',
        password: 'newbie-pass-1',
        role: 'content',
      },
      { as: root },
    );
    expect(res.body).toMatchObject({ code: 1, data: { username: 'newbie', role: 'content', status: 'active' } });
    expect((await signInOperator(t, { username: 'newbie' }, 'newbie-pass-1')).token).toBeTruthy();
    const again = await postTo(
      t,
      adminApi.createOperator,
      {
        username: 'newbie',
        password: 'newbie-pass-1',
        role: 'support',
      },
      { as: root },
    );
    expect(again.body).toMatchObject({ code: 0, msg: 'This username is already taken', data: { field: 'username' } });
    const [row] = await auditRows(t, 'operator.create');
    expect(row).toMatchObject({ admin_id: rootId, admin_username: 'root', target_type: 'admin', before_json: null });
    expect(JSON.parse(row?.after_json ?? '')).toEqual({ username: 'newbie', role: 'content' });
    expect(row?.after_json).not.toContain('newbie-pass-1');
    for (const bad of [
      { username: 'ab', password: 'newbie-pass-1', role: 'content' },
      { username: 'okname', password: 'short', role: 'content' },
      { username: 'okname', password: 'newbie-pass-1', role: 'king' },
    ]) {
      expect((await postTo(t, adminApi.createOperator, bad, { as: root })).body.code).toBe(0);
    }
  });

  it('V8.3.2 changes a role with before and after in the audit log; the new role applies to the live token', async () => {
    const id = (await createOperator(t, 'support', { username: 'mover' })).id;
    const token = await signInOperator(t, { username: 'mover' });
    expect((await getFrom(t, adminApi.audit, { as: token })).status).toBe(200);
    const res = await postTo(t, adminApi.setOperatorRole, { admin_id: Number(id), role: 'finance' }, { as: root });
    expect(res.body).toMatchObject({ code: 1, data: { role: 'finance' } });
    expect((await getFrom(t, adminApi.audit, { as: token })).body.code).toBe(1);
    const row = (await auditRows(t, 'operator.role')).at(-1);
    expect(JSON.parse(row?.before_json ?? '')).toEqual({ role: 'support', status: 'active' });
    expect(JSON.parse(row?.after_json ?? '')).toEqual({ role: 'finance', status: 'active' });
  });

  it('V7.4.2 disables an operator: their token stops at once and they cannot sign in; enabling lets them back', async () => {
    const id = (await createOperator(t, 'support', { username: 'leaver' })).id;
    const token = await signInOperator(t, { username: 'leaver' });
    const res = await postTo(t, adminApi.setOperatorStatus, { admin_id: Number(id), status: 'disabled' }, { as: root });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'disabled' } });
    expect((await getFrom(t, adminApi.me, { as: token })).status).toBe(401);
    expect((await login('leaver', 'operator-pass-1', '10.3.0.1')).body.msg).toBe('The username or password is not correct');
    await postTo(t, adminApi.setOperatorStatus, { admin_id: Number(id), status: 'active' }, { as: root });
    expect((await signInOperator(t, { username: 'leaver' })).token).toBeTruthy();
    const row = (await auditRows(t, 'operator.disable')).at(-1);
    expect(JSON.parse(row?.after_json ?? '')).toMatchObject({ status: 'disabled' });
  });

  it('resets a password: old sessions end, the new password works, the audit row holds no secret', async () => {
    const id = (await createOperator(t, 'content', { username: 'forgetful' })).id;
    const token = await signInOperator(t, { username: 'forgetful' });
    const res = await postTo(t, adminApi.resetOperatorPassword, { admin_id: Number(id), password: 'brand-new-pass' }, { as: root });
    expect(res.body.code).toBe(1);
    expect((await getFrom(t, adminApi.me, { as: token })).status).toBe(401);
    expect((await signInOperator(t, { username: 'forgetful' }, 'brand-new-pass')).token).toBeTruthy();
    const row = (await auditRows(t, 'operator.password')).at(-1);
    expect(`${row?.before_json}${row?.after_json}`).not.toContain('brand-new-pass');
    expect(`${row?.after_json}`).not.toContain('scrypt');
  });

  it('refuses an unknown operator id', async () => {
    const res = await postTo(t, adminApi.setOperatorRole, { admin_id: 999999, role: 'finance' }, { as: root });
    expect(res.body).toMatchObject({ code: 0, msg: 'There is no such operator' });
  });

  it('never lets an operator disable or demote themself', async () => {
    const self = await postTo(t, adminApi.setOperatorStatus, { admin_id: Number(rootId), status: 'disabled' }, { as: root });
    expect(self.body).toMatchObject({ code: 0, msg: 'You cannot do this to your own account' });
    const selfRole = await postTo(t, adminApi.setOperatorRole, { admin_id: Number(rootId), role: 'support' }, { as: root });
    expect(selfRole.body.code).toBe(0);
    expect(await t.database.db.selectFrom('admins').select(['role', 'status']).where('id', '=', rootId).executeTakeFirst()).toEqual({
      role: 'super_admin',
      status: 'active',
    });
  });

  it('keeps one active super admin when the last two try to remove each other at the same moment', async () => {
    const db = t.database.db;
    const aId = (await createOperator(t, 'super_admin', { username: 'sa-one' })).id;
    const bId = (await createOperator(t, 'super_admin', { username: 'sa-two' })).id;
    const a = await signInOperator(t, { username: 'sa-one' });
    const b = await signInOperator(t, { username: 'sa-two' });
    // Set root aside so these two are the only active super admins.
    await db.updateTable('admins').set({ status: 'disabled' }).where('id', '=', rootId).execute();
    try {
      for (const [field, value] of [
        ['status', 'disabled'],
        ['role', 'finance'],
      ] as const) {
        const endpoint = field === 'status' ? adminApi.setOperatorStatus : adminApi.setOperatorRole;
        const [x, y] = await Promise.all([
          postTo(t, endpoint, { admin_id: Number(bId), [field]: value }, { as: a }),
          postTo(t, endpoint, { admin_id: Number(aId), [field]: value }, { as: b }),
        ]);
        // One wins. The other is refused as the last super admin, or its session ended first (401).
        const outcomes = [x, y].map((r) => (r.status === 401 ? 401 : r.body.code));
        expect(outcomes.filter((c) => c === 1)).toHaveLength(1);
        const refused = [x, y].find((r) => r.status !== 401 && r.body.code === 0);
        if (refused) expect(refused.body.msg).toBe('At least one active super admin must remain');
        const actives = await db
          .selectFrom('admins')
          .select('id')
          .where('role', '=', 'super_admin')
          .where('status', '=', 'active')
          .execute();
        expect(actives).toHaveLength(1);
        // Put both back for the next round.
        await db.updateTable('admins').set({ role: 'super_admin', status: 'active' }).where('id', 'in', [aId, bId]).execute();
      }
    } finally {
      await db.updateTable('admins').set({ status: 'active' }).where('id', '=', rootId).execute();
    }
  });
});

describe('the audit log', () => {
  it('pages newest first and filters by operator and by area or action', async () => {
    const all = await getFrom(t, adminApi.audit, { as: root });
    expect(all.body.data.total).toBeGreaterThan(5);
    expect(all.body.data.list[0].id).toBeGreaterThan(all.body.data.list[1].id);
    const area = await getFrom(t, adminApi.audit, { as: root, query: { action: 'operator' } });
    expect(area.body.data.list.every((r: { action: string }) => r.action.startsWith('operator.'))).toBe(true);
    const one = await getFrom(t, adminApi.audit, { as: root, query: { action: 'operator.create' } });
    expect(one.body.data.list.map((r: { action: string }) => r.action)).toEqual(['operator.create']);
    expect(one.body.data.list[0].after).toEqual({ username: 'newbie', role: 'content' });
    const byOperator = await getFrom(t, adminApi.audit, { as: root, query: { admin_id: rootId, action: 'operator.create' } });
    expect(byOperator.body.data.total).toBe(1);
    const byName = await getFrom(t, adminApi.audit, { as: root, query: { username: 'root', action: 'operator.create' } });
    expect(byName.body.data.total).toBe(1);
    expect((await getFrom(t, adminApi.audit, { as: root, query: { username: 'nobody' } })).body.data.total).toBe(0);
    const page2 = await getFrom(t, adminApi.audit, { as: root, query: { page: 2 } });
    expect(page2.body.data.page).toBe(2);
    expect((await getFrom(t, adminApi.audit, { as: root, query: { page: 0 } })).body.code).toBe(0);
    expect((await getFrom(t, adminApi.audit, { as: root, query: { admin_id: 'abc' } })).body.code).toBe(0);
  });
});
