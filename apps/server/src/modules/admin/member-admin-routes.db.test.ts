import { accountApi } from '@mcc/contract/account';
import { adminApi } from '@mcc/contract/admin';
import { commonApi } from '@mcc/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRow } from '../../../test/audit';
import { getFrom, postTo } from '../../../test/http';
import { addMember } from '../../../test/members';
import { createOperator, signInOperator } from '../../../test/operators';
import { createTestApp, useTestApp } from '../../../test/test-app';
import { MemberSessions } from '../../platform/auth/member-sessions';

// 2026-11-01T04:00Z (the test clock's start) is 12:00 in Shanghai; that day began at 2026-10-31T16:00Z.
const t = useTestApp({ TIME_ZONE: 'Asia/Shanghai' }, { start: '2026-11-01T04:00:00Z' });
let root: { token: string };
let support: { token: string };
let alice: bigint;
let bob: bigint;
let carol: bigint;
beforeAll(async () => {
  await createOperator(t, 'super_admin', { username: 'root' });
  await createOperator(t, 'support', { username: 'helpdesk' });
  await createOperator(t, 'content', { username: 'writer' });
  const yesterday = BigInt(Date.parse('2026-10-31T15:59:59Z'));
  const today = BigInt(Date.parse('2026-10-31T16:00:00Z'));
  // Members as the demo has them: no pay password, and only the contacts given.
  const member = async (m: { uid: string; nickname: string; mobile?: string; email?: string; inviter?: bigint; createdAt: bigint }) =>
    (
      await addMember(t, {
        uid: m.uid,
        nickname: m.nickname,
        mobile: m.mobile ?? null,
        email: m.email ?? null,
        inviteCode: `I${m.uid}`,
        ...(m.inviter ? { inviter: { id: m.inviter } } : {}),
        payPassword: null,
        createdAt: m.createdAt,
      })
    ).id;
  alice = await member({ uid: '100001', nickname: 'Alice', mobile: '13800000001', email: 'alice@demo.mcc', createdAt: yesterday });
  bob = await member({ uid: '100002', nickname: 'Bob', mobile: '13800000002', email: 'bob@demo.mcc', inviter: alice, createdAt: today });
  carol = await member({ uid: '100003', nickname: 'Carol_50%', mobile: '13800000003', inviter: bob, createdAt: today });
  await member({ uid: '100004', nickname: 'Dave', email: 'dave@demo.mcc', inviter: carol, createdAt: today });
  await member({ uid: '100005', nickname: 'Erin', mobile: '13900000005', inviter: alice, createdAt: today });
  root = await signInOperator(t, { username: 'root' });
  support = await signInOperator(t, { username: 'helpdesk' });
});

const uids = (body: { data: { list: Array<{ uid: string }> } }) => body.data.list.map((m) => m.uid);

describe('member search', () => {
  it('finds by UID, mobile, email and nickname, any part and any case, newest first', async () => {
    expect(uids((await getFrom(t, adminApi.members, { as: support })).body)).toEqual(['100005', '100004', '100003', '100002', '100001']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: '100002' } })).body)).toEqual(['100002']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: '13800000001' } })).body)).toEqual(['100001']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: 'BOB@demo' } })).body)).toEqual(['100002']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: 'alic' } })).body)).toEqual(['100001']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: '1390' } })).body)).toEqual(['100005']);
  });

  it('takes % and _ in a keyword literally', async () => {
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: '50%' } })).body)).toEqual(['100003']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: '_' } })).body)).toEqual(['100003']);
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { keyword: '%%' } })).body)).toEqual([]);
  });

  it('answers a paged list and shows the inviter', async () => {
    const res = await getFrom(t, adminApi.members, { as: support, query: { keyword: 'Bob' } });
    expect(res.body.data).toMatchObject({ total: 1, page: 1, limit: 20, has_more: false });
    expect(res.body.data.list[0]).toMatchObject({ uid: '100002', inviter_uid: '100001', status: 'active', mobile: '13800000002' });
    expect((await getFrom(t, adminApi.members, { as: support, query: { status: 'nope' } })).body.code).toBe(0);
    expect((await getFrom(t, adminApi.members, { as: support, query: { nickname: 'x' } })).body).toMatchObject({
      code: 0,
      data: { field: 'nickname' },
    });
  });
});

describe('member detail', () => {
  it('shows the profile, the inviter and team counts by level', async () => {
    const res = await getFrom(t, adminApi.memberDetail, { as: support, query: { user_id: alice } });
    expect(res.body.data.member).toMatchObject({ uid: '100001', nickname: 'Alice', pay_password_set: false, invite_code: 'I100001' });
    expect(res.body.data.inviter).toBeNull();
    expect(res.body.data.team).toEqual({ level1: 2, level2: 1, level3: 1 });
    const bobs = await getFrom(t, adminApi.memberDetail, { as: support, query: { user_id: bob } });
    expect(bobs.body.data.inviter).toEqual({ id: Number(alice), uid: '100001', nickname: 'Alice' });
    expect(bobs.body.data.team).toEqual({ level1: 1, level2: 1, level3: 0 });
  });

  it('refuses an unknown or malformed id with code 0', async () => {
    expect((await getFrom(t, adminApi.memberDetail, { as: support, query: { user_id: 99999 } })).body).toMatchObject({
      code: 0,
      msg: 'There is no such member',
    });
    for (const query of [{}, { user_id: 'abc' }, { user_id: -1 }, { user_id: '1.5' }, { user_id: '99999999999999999999' }]) {
      const res = await getFrom(t, adminApi.memberDetail, { as: support, query });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
    }
  });
});

describe('freeze and unfreeze', () => {
  it("ends a frozen member's sessions at once, audits before and after with the reason, and unfreezes", async () => {
    const sessions = new MemberSessions(t.database.db, t.clock);
    const { token } = await sessions.issue(bob);
    expect(await sessions.resolve(token)).not.toBeNull();

    const freeze = await postTo(t, adminApi.freezeMember, { user_id: Number(bob), reason: 'suspicious logins' }, { as: support });
    expect(freeze.body).toMatchObject({ code: 1, data: { id: Number(bob), status: 'frozen' } });
    expect(await sessions.resolve(token)).toBeNull();
    const again = await postTo(t, adminApi.freezeMember, { user_id: Number(bob), reason: 'twice' }, { as: support });
    expect(again.body).toMatchObject({ code: 0, msg: 'The member is already frozen' });
    expect(uids((await getFrom(t, adminApi.members, { as: support, query: { status: 'frozen' } })).body)).toEqual(['100002']);

    const rows = await t.database.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'user').orderBy('id').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'member.freeze', admin_username: 'helpdesk', target_id: String(bob) });
    expect(JSON.parse(rows[0]?.before_json ?? '')).toEqual({ status: 'active' });
    expect(JSON.parse(rows[0]?.after_json ?? '')).toEqual({ status: 'frozen', reason: 'suspicious logins' });

    const unfreeze = await postTo(t, adminApi.unfreezeMember, { user_id: Number(bob), reason: 'verified by phone' }, { as: support });
    expect(unfreeze.body).toMatchObject({ code: 1, data: { status: 'active' } });
    // The old token stays dead: unfreezing does not bring back sessions ended by the freeze.
    expect(await sessions.resolve(token)).toBeNull();
    const fresh = await sessions.issue(bob);
    expect(await sessions.resolve(fresh.token)).not.toBeNull();
    const audit = await getFrom(t, adminApi.audit, { as: root, query: { action: 'member' } });
    expect(audit.body.data.list.map((r: { action: string }) => r.action)).toEqual(['member.unfreeze', 'member.freeze']);
    expect(audit.body.data.list[0].after).toEqual({ status: 'active', reason: 'verified by phone' });
  });

  it('refuses without a reason, for an unknown member, and for a role without the permission', async () => {
    expect((await postTo(t, adminApi.freezeMember, { user_id: Number(carol) }, { as: support })).body).toMatchObject({
      code: 0,
      data: { field: 'reason' },
    });
    expect((await postTo(t, adminApi.freezeMember, { user_id: Number(carol), reason: '  ' }, { as: support })).body.code).toBe(0);
    expect((await postTo(t, adminApi.freezeMember, { user_id: 99999, reason: 'x' }, { as: support })).body.msg).toBe(
      'There is no such member',
    );
    expect((await postTo(t, adminApi.freezeMember, { user_id: '3', reason: 'x' }, { as: support })).body.code).toBe(0);
    const writer = await signInOperator(t, { username: 'writer' });
    expect((await postTo(t, adminApi.freezeMember, { user_id: Number(carol), reason: 'x' }, { as: writer })).status).toBe(200);
    const status = await t.database.db.selectFrom('users').select('status').where('id', '=', carol).executeTakeFirstOrThrow();
    expect(status.status).toBe('active');
  });
});

describe('settings', () => {
  it('lists every setting with its definition, value and default', async () => {
    const res = await getFrom(t, adminApi.settings, { as: root });
    const fee = res.body.data.list.find((s: { key: string }) => s.key === 'withdraw_fee');
    expect(fee).toMatchObject({ value: '1.00', default: '1.00', public: true, updated_at: null, schema: { type: 'string' } });
    expect(typeof fee.schema.pattern).toBe('string');
  });

  it('saves a valid value, which sysConfig then shows, with before and after in the audit log', async () => {
    const res = await postTo(t, adminApi.saveSettings, { values: { withdraw_fee: '2.50', site_name: 'MCC' } }, { as: root });
    expect(res.body).toMatchObject({ code: 1, data: { changed: ['withdraw_fee'] } });
    const config = await getFrom(t, commonApi.sysConfig);
    expect(config.body.data.withdraw_fee).toBe('2.50');
    const row = await auditRow(t, 'settings.update');
    expect(JSON.parse(row.before_json ?? '')).toEqual({ withdraw_fee: '1.00' });
    expect(JSON.parse(row.after_json ?? '')).toEqual({ withdraw_fee: '2.50' });
    const list = await getFrom(t, adminApi.settings, { as: root });
    expect(list.body.data.list.find((s: { key: string }) => s.key === 'withdraw_fee').updated_at).toBe(
      Math.floor(t.clock.now().getTime() / 1000),
    );
  });

  it("refuses an amount setting with more decimals than its asset's base unit, naming the scale", async () => {
    const cases: Array<[string, string, string]> = [
      ['coinmix_min_subscribe', '10.0000001', 'The setting coinmix_min_subscribe takes at most 6 decimals (USDT)'],
      ['coinmix_transfer_fee', '0.0000001', 'The setting coinmix_transfer_fee takes at most 6 decimals (USDT)'],
      ['coinmix_transfer_min', '1.0000001', 'The setting coinmix_transfer_min takes at most 6 decimals (USDT)'],
      ['nft_min_price', '1.0000001', 'The setting nft_min_price takes at most 6 decimals (USDT)'],
      ['withdraw_fee', '1.0000001', 'The setting withdraw_fee takes at most 6 decimals (USDT)'],
      ['transfer_min_usdt', '1.0000001', 'The setting transfer_min_usdt takes at most 6 decimals (USDT)'],
    ];
    for (const [key, value, msg] of cases) {
      const res = await postTo(t, adminApi.saveSettings, { values: { [key]: value } }, { as: root });
      expect(res.body, key).toMatchObject({ code: 0, msg, data: { field: key } });
    }
    // Nothing was stored.
    const list = (await getFrom(t, adminApi.settings, { as: root })).body.data.list as { key: string; updated_at: number | null }[];
    expect(list.filter((s) => s.key.startsWith('coinmix_') || s.key === 'nft_min_price').every((s) => s.updated_at === null)).toBe(true);
    // At the asset's scale the value is taken.
    const ok = await postTo(t, adminApi.saveSettings, { values: { coinmix_min_subscribe: '10.000001' } }, { as: root });
    expect(ok.body).toMatchObject({ code: 1, data: { changed: ['coinmix_min_subscribe'] } });
    await postTo(t, adminApi.saveSettings, { values: { coinmix_min_subscribe: '10.00' } }, { as: root });
  });

  it('refuses unknown keys and values their definition rejects, naming the key, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ no_such_setting: 1 }, 'no_such_setting'],
      [{ withdraw_fee: '1e3' }, 'withdraw_fee'],
      [{ withdraw_fee: 2.5 }, 'withdraw_fee'],
      [{ withdraw_fee: '-1.00' }, 'withdraw_fee'],
      [{ site_name: '' }, 'site_name'],
      [{ site_name: 'ok', withdraw_min: 'ten' }, 'withdraw_min'],
    ];
    for (const [values, field] of cases) {
      const res = await postTo(t, adminApi.saveSettings, { values }, { as: root });
      expect(res.body).toMatchObject({ code: 0, data: { field } });
    }
    expect((await postTo(t, adminApi.saveSettings, { values: {} }, { as: root })).body.code).toBe(0);
    expect((await postTo(t, adminApi.saveSettings, { withdraw_fee: '1.00' }, { as: root })).body.code).toBe(0);
    const config = await getFrom(t, commonApi.sysConfig);
    expect(config.body.data).toMatchObject({ withdraw_fee: '2.50', site_name: 'MCC', withdraw_min: '10.00' });
  });

  it('is closed to support and content', async () => {
    expect((await postTo(t, adminApi.saveSettings, { values: { withdraw_fee: '0.00' } }, { as: support })).status).toBe(200);
    expect((await getFrom(t, adminApi.settings, { as: support })).status).toBe(200);
  });
});

describe('dashboard and outbox', () => {
  it('counts members, new today in the configured time zone, and frozen members', async () => {
    const res = await getFrom(t, adminApi.dashboard, { as: support });
    expect(res.body.data).toMatchObject({
      members_total: 5,
      members_today: 4,
      members_frozen: 0,
      operators_active: 3,
      today_start: Date.parse('2026-10-31T16:00:00Z') / 1000,
      time_zone: 'Asia/Shanghai',
    });
  });

  it('shows the codes demo mode kept, newest first, filtered by recipient', async () => {
    for (const mobile of ['13700000001', '13700000002']) {
      const sent = await postTo(t, accountApi.smsSend, { mobile, event: 'register' });
      expect(sent.body.code).toBe(1);
    }
    const res = await getFrom(t, adminApi.outbox, { as: support });
    expect(res.body.data).toMatchObject({ demo: true, total: 2, page: 1, has_more: false });
    expect(res.body.data.list.map((m: { to: string }) => m.to)).toEqual(['13700000002', '13700000001']);
    expect(res.body.data.list[0]).toMatchObject({ event: 'register', code: expect.stringMatching(/^\d{6}$/) });
    const one = await getFrom(t, adminApi.outbox, { as: support, query: { to: '13700000001' } });
    expect(one.body.data.list.map((m: { to: string }) => m.to)).toEqual(['13700000001']);
    const dev = await getFrom(t, accountApi.outbox, { query: { to: '13700000001' } });
    expect(dev.body.data.list[0].code).toBe(one.body.data.list[0].code);
  });
});

describe('the outbox in production mode', () => {
  it('answers an empty list marked demo: false', async () => {
    const prod = await createTestApp({
      MCC_MODE: 'production',
      SECRET: 'a-production-secret-of-length',
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_PROVIDER_URL: 'http://127.0.0.1:1/sms',
      PUBLIC_URL: 'https://mcc.example.com',
    });
    try {
      await createOperator(prod, 'super_admin', { username: 'root' });
      const token = await signInOperator(prod, { username: 'root' });
      const res = await getFrom(prod, adminApi.outbox, { as: token });
      expect(res.body.data).toMatchObject({ demo: false, total: 0, list: [] });
    } finally {
      await prod.close();
    }
  });
});
