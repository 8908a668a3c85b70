import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addOperator, call, signIn } from './admin-test-support';

let t: TestApp;
let rootId: bigint;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  rootId = await addOperator(t.database.db, 'root', 'super_admin');
  await addOperator(t.database.db, 'fin', 'finance');
  await addOperator(t.database.db, 'content', 'content');
  await addOperator(t.database.db, 'support', 'support');
  root = await signIn(t.app, 'root');
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password }, headers: { lang: 'en' }, remoteAddress: ip });

async function auditRows(action: string) {
  return t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
}

describe('operator sign-in', () => {
  it('returns a token that opens /me with the role and its permissions', async () => {
    const res = await login('fin', 'operator-pass-1');
    const body = res.json();
    expect(body).toMatchObject({ code: 1, data: { username: 'fin', role: 'finance', expires_in: 43200 } });
    const me = await call(t.app, body.data.token, 'GET', '/admin/api/me');
    expect(me.body.data).toMatchObject({ username: 'fin', role: 'finance' });
    expect(me.body.data.permissions).toContain('finance.approve');
    expect(me.body.data.permissions).not.toContain('settings.write');
  });

  it('gives the same message for an unknown user and a wrong password, and 401 without a token', async () => {
    const unknown = (await login('nobody', 'operator-pass-1', '10.0.0.2')).json();
    const wrong = (await login('fin', 'wrong-password', '10.0.0.2')).json();
    expect(unknown.code).toBe(0);
    expect(wrong.code).toBe(0);
    expect(unknown.msg).toBe(wrong.msg);
    expect(unknown.msg).toBe('The username or password is not correct');
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(401);
    const bogus = await t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { token: 'x'.repeat(43) } });
    expect(bogus.statusCode).toBe(401);
  });

  it('refuses malformed sign-in bodies with code 0', async () => {
    for (const payload of [{}, { username: 'root' }, { username: 'root', password: 'x', extra: 1 }, { username: 5, password: 'x' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(0);
    }
  });

  it('limits failures per username: the 6th try in 15 minutes is refused even with the right password', async () => {
    const id = await addOperator(t.database.db, 'victim', 'support');
    for (let i = 0; i < 5; i++) expect((await login('victim', 'wrong-password', `10.1.0.${i}`)).json().code).toBe(0);
    const blocked = (await login('victim', 'operator-pass-1', '10.1.0.9')).json();
    expect(blocked).toMatchObject({ code: 0, msg: 'Too many sign-in attempts; try again in 15 min' });
    // The same counter applies to a username that does not exist, so the refusal reveals nothing.
    for (let i = 0; i < 5; i++) await login('ghost', 'wrong-password', `10.2.0.${i}`);
    expect((await login('ghost', 'wrong-password', '10.2.0.9')).json().msg).toBe(blocked.msg);
    t.clock.advance(15 * 60 * 1000);
    expect((await login('victim', 'operator-pass-1', '10.1.0.9')).json().code).toBe(1);
    expect(id).toBeGreaterThan(0n);
  });

  it('limits failures per IP across usernames', async () => {
    for (let i = 0; i < 20; i++) await login(`guess${i}`, 'wrong-password', '10.9.9.9');
    expect((await login('fin', 'operator-pass-1', '10.9.9.9')).json().msg).toBe('Too many sign-in attempts; try again in 15 min');
    expect((await login('fin', 'operator-pass-1', '10.9.9.8')).json().code).toBe(1);
    t.clock.advance(15 * 60 * 1000);
  });

  it('logs out: the token stops working, and both are in the audit log', async () => {
    const token = await signIn(t.app, 'support');
    expect((await call(t.app, token, 'POST', '/admin/api/logout', {})).body.code).toBe(1);
    expect((await call(t.app, token, 'GET', '/admin/api/me')).status).toBe(401);
    expect((await auditRows('operator.logout')).at(-1)).toMatchObject({ admin_username: 'support' });
    expect((await auditRows('operator.login')).some((r) => r.admin_username === 'support')).toBe(true);
  });
});

describe('permissions per role', () => {
  const cases: Array<[string, 'GET' | 'POST', string, unknown]> = [
    ['fin', 'GET', '/admin/api/operator/index', undefined],
    ['support', 'POST', '/admin/api/settings/save', { values: { withdraw_fee: '3.00' } }],
    ['content', 'POST', '/admin/api/user/freeze', { user_id: 1, reason: 'x' }],
    ['content', 'GET', '/admin/api/audit/index', undefined],
    ['fin', 'GET', '/admin/api/outbox/index', undefined],
    ['support', 'POST', '/admin/api/operator/add', { username: 'sneaky', password: 'operator-pass-1', role: 'super_admin' }],
    // The money calls of finance-admin are guarded the same way.
    ['content', 'POST', '/admin/api/withdraw/approve', { id: 1 }],
    ['content', 'POST', '/admin/api/recharge/confirm', { id: 1 }],
    ['support', 'POST', '/admin/api/withdraw/paid', { id: 1, tx_hash: '0xabc' }],
    ['support', 'POST', '/admin/api/user/adjust', { user_id: 1, asset: 'USDT', amount: '5.00', reason: 'x' }],
    ['content', 'GET', '/admin/api/withdraw/index', undefined],
  ];
  it.each(cases)('%s cannot %s %s (HTTP 403, code 0, the permission named)', async (who, method, url, payload) => {
    const token = await signIn(t.app, who);
    const res = await call(t.app, token, method, url, payload);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 0, msg: 'Your role does not allow this action' });
    expect(typeof res.body.data.permission).toBe('string');
  });

  it('lets each role reach what it is granted', async () => {
    const support = await signIn(t.app, 'support');
    expect((await call(t.app, support, 'GET', '/admin/api/user/index')).body.code).toBe(1);
    expect((await call(t.app, support, 'GET', '/admin/api/outbox/index')).body.code).toBe(1);
    const fin = await signIn(t.app, 'fin');
    expect((await call(t.app, fin, 'GET', '/admin/api/audit/index')).body.code).toBe(1);
    expect((await call(t.app, fin, 'GET', '/admin/api/dashboard/index')).body.code).toBe(1);
    const content = await signIn(t.app, 'content');
    expect((await call(t.app, content, 'GET', '/admin/api/dashboard/index')).body.code).toBe(1);
  });
});

describe('operators and roles', () => {
  it('lists the roles with their permissions', async () => {
    const res = await call(t.app, root, 'GET', '/admin/api/role/index');
    expect(res.body.data.list.map((r: { role: string }) => r.role)).toEqual(['super_admin', 'finance', 'content', 'support']);
  });

  it('creates an operator who can sign in, refuses a taken name, and audits the creation without the password', async () => {
    const res = await call(t.app, root, 'POST', '/admin/api/operator/add', {
      username: 'newbie',
      password: 'newbie-pass-1',
      role: 'content',
    });
    expect(res.body).toMatchObject({ code: 1, data: { username: 'newbie', role: 'content', status: 'active' } });
    expect(await signIn(t.app, 'newbie', 'newbie-pass-1')).toBeTruthy();
    const again = await call(t.app, root, 'POST', '/admin/api/operator/add', {
      username: 'newbie',
      password: 'newbie-pass-1',
      role: 'support',
    });
    expect(again.body).toMatchObject({ code: 0, msg: 'This username is already taken', data: { field: 'username' } });
    const [row] = await auditRows('operator.create');
    expect(row).toMatchObject({ admin_id: rootId, admin_username: 'root', target_type: 'admin', before_json: null });
    expect(JSON.parse(row?.after_json ?? '')).toEqual({ username: 'newbie', role: 'content' });
    expect(row?.after_json).not.toContain('newbie-pass-1');
    for (const bad of [
      { username: 'ab', password: 'newbie-pass-1', role: 'content' },
      { username: 'okname', password: 'short', role: 'content' },
      { username: 'okname', password: 'newbie-pass-1', role: 'king' },
    ]) {
      expect((await call(t.app, root, 'POST', '/admin/api/operator/add', bad)).body.code).toBe(0);
    }
  });

  it('changes a role with before and after in the audit log; the new role applies to the live token', async () => {
    const id = await addOperator(t.database.db, 'mover', 'support');
    const token = await signIn(t.app, 'mover');
    expect((await call(t.app, token, 'GET', '/admin/api/audit/index')).status).toBe(403);
    const res = await call(t.app, root, 'POST', '/admin/api/operator/role', { admin_id: Number(id), role: 'finance' });
    expect(res.body).toMatchObject({ code: 1, data: { role: 'finance' } });
    expect((await call(t.app, token, 'GET', '/admin/api/audit/index')).body.code).toBe(1);
    const row = (await auditRows('operator.role')).at(-1);
    expect(JSON.parse(row?.before_json ?? '')).toEqual({ role: 'support', status: 'active' });
    expect(JSON.parse(row?.after_json ?? '')).toEqual({ role: 'finance', status: 'active' });
  });

  it('disables an operator: their token stops at once and they cannot sign in; enabling lets them back', async () => {
    const id = await addOperator(t.database.db, 'leaver', 'support');
    const token = await signIn(t.app, 'leaver');
    const res = await call(t.app, root, 'POST', '/admin/api/operator/status', { admin_id: Number(id), status: 'disabled' });
    expect(res.body).toMatchObject({ code: 1, data: { status: 'disabled' } });
    expect((await call(t.app, token, 'GET', '/admin/api/me')).status).toBe(401);
    expect((await login('leaver', 'operator-pass-1', '10.3.0.1')).json().msg).toBe('The username or password is not correct');
    await call(t.app, root, 'POST', '/admin/api/operator/status', { admin_id: Number(id), status: 'active' });
    expect(await signIn(t.app, 'leaver')).toBeTruthy();
    const row = (await auditRows('operator.disable')).at(-1);
    expect(JSON.parse(row?.after_json ?? '')).toMatchObject({ status: 'disabled' });
  });

  it('resets a password: old sessions end, the new password works, the audit row holds no secret', async () => {
    const id = await addOperator(t.database.db, 'forgetful', 'content');
    const token = await signIn(t.app, 'forgetful');
    const res = await call(t.app, root, 'POST', '/admin/api/operator/password', { admin_id: Number(id), password: 'brand-new-pass' });
    expect(res.body.code).toBe(1);
    expect((await call(t.app, token, 'GET', '/admin/api/me')).status).toBe(401);
    expect(await signIn(t.app, 'forgetful', 'brand-new-pass')).toBeTruthy();
    const row = (await auditRows('operator.password')).at(-1);
    expect(`${row?.before_json}${row?.after_json}`).not.toContain('brand-new-pass');
    expect(`${row?.after_json}`).not.toContain('scrypt');
  });

  it('refuses an unknown operator id', async () => {
    const res = await call(t.app, root, 'POST', '/admin/api/operator/role', { admin_id: 999999, role: 'finance' });
    expect(res.body).toMatchObject({ code: 0, msg: 'There is no such operator' });
  });

  it('never lets an operator disable or demote themself', async () => {
    const self = await call(t.app, root, 'POST', '/admin/api/operator/status', { admin_id: Number(rootId), status: 'disabled' });
    expect(self.body).toMatchObject({ code: 0, msg: 'You cannot do this to your own account' });
    const selfRole = await call(t.app, root, 'POST', '/admin/api/operator/role', { admin_id: Number(rootId), role: 'support' });
    expect(selfRole.body.code).toBe(0);
    expect(await t.database.db.selectFrom('admins').select(['role', 'status']).where('id', '=', rootId).executeTakeFirst()).toEqual({
      role: 'super_admin',
      status: 'active',
    });
  });

  it('keeps one active super admin when the last two try to remove each other at the same moment', async () => {
    const db = t.database.db;
    const aId = await addOperator(db, 'sa-one', 'super_admin');
    const bId = await addOperator(db, 'sa-two', 'super_admin');
    const a = await signIn(t.app, 'sa-one');
    const b = await signIn(t.app, 'sa-two');
    // Set root aside so these two are the only active super admins.
    await db.updateTable('admins').set({ status: 'disabled' }).where('id', '=', rootId).execute();
    try {
      for (const [field, value] of [
        ['status', 'disabled'],
        ['role', 'finance'],
      ] as const) {
        const url = field === 'status' ? '/admin/api/operator/status' : '/admin/api/operator/role';
        const [x, y] = await Promise.all([
          call(t.app, a, 'POST', url, { admin_id: Number(bId), [field]: value }),
          call(t.app, b, 'POST', url, { admin_id: Number(aId), [field]: value }),
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
    const all = await call(t.app, root, 'GET', '/admin/api/audit/index');
    expect(all.body.data.total).toBeGreaterThan(5);
    expect(all.body.data.list[0].id).toBeGreaterThan(all.body.data.list[1].id);
    const area = await call(t.app, root, 'GET', '/admin/api/audit/index?action=operator');
    expect(area.body.data.list.every((r: { action: string }) => r.action.startsWith('operator.'))).toBe(true);
    const one = await call(t.app, root, 'GET', '/admin/api/audit/index?action=operator.create');
    expect(one.body.data.list.map((r: { action: string }) => r.action)).toEqual(['operator.create']);
    expect(one.body.data.list[0].after).toEqual({ username: 'newbie', role: 'content' });
    const byOperator = await call(t.app, root, 'GET', `/admin/api/audit/index?admin_id=${rootId}&action=operator.create`);
    expect(byOperator.body.data.total).toBe(1);
    const byName = await call(t.app, root, 'GET', '/admin/api/audit/index?username=root&action=operator.create');
    expect(byName.body.data.total).toBe(1);
    expect((await call(t.app, root, 'GET', '/admin/api/audit/index?username=nobody')).body.data.total).toBe(0);
    const page2 = await call(t.app, root, 'GET', '/admin/api/audit/index?page=2');
    expect(page2.body.data.page).toBe(2);
    expect((await call(t.app, root, 'GET', '/admin/api/audit/index?page=0')).body.code).toBe(0);
    expect((await call(t.app, root, 'GET', '/admin/api/audit/index?admin_id=abc')).body.code).toBe(0);
  });
});
