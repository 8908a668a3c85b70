import { accountApi } from '@mcc/contract/account';
import { adminSupportApi } from '@mcc/contract/admin-support';
import { totpApi } from '@mcc/contract/totp';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { getFrom, postTo } from '../../../test/http';
import { addMember, LOGIN_PASSWORD, type Member } from '../../../test/members';
import { addOperator } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { codeNow } from '../../../test/totp';

// Support turns off a member's second factor (a lost phone): reason, audit row, the member's tip,
// the security hold, and the password alone signs the member in afterwards.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const login = (m: Member) => postTo(t, accountApi.login, { account: m.uid, password: LOGIN_PASSWORD }, { ip: '198.51.100.9' });

async function enrolMember(m: Member): Promise<void> {
  const secret = (await postTo(t, totpApi.setup, undefined, { as: m })).body.data.secret as string;
  expect((await postTo(t, totpApi.enable, { code: codeNow(t, secret) }, { as: m })).body.code).toBe(1);
}

describe('support: reset a member’s second factor', () => {
  it('V6.3.2 turns it off with a reason, writes the audit row and tip, starts the hold; the member signs in with the password alone', async () => {
    const helpdesk = await addOperator(t, 'support');
    const member = await addMember(t);
    await enrolMember(member);
    expect((await login(member)).body.data.totp_required).toBe(true);
    const before = await getFrom(t, adminSupportApi.state, { as: helpdesk, query: { user_id: member.id } });
    expect(before.body.data).toMatchObject({ totp_enabled: true, withdraw_hold_until: null });
    expect(before.body.data.session_list[0]).toMatchObject({
      id: expect.any(Number),
      ip: expect.any(String),
      user_agent: expect.any(String),
    });

    const noReason = await postTo(t, adminSupportApi.resetTotp, { user_id: Number(member.id), reason: ' ' }, { as: helpdesk });
    expect(noReason.body).toMatchObject({ code: 0, data: { field: 'reason' } });
    const res = await postTo(
      t,
      adminSupportApi.resetTotp,
      { user_id: Number(member.id), reason: 'Lost phone, ID checked' },
      { as: helpdesk },
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data.state).toMatchObject({ totp_enabled: false, withdraw_hold_until: expect.any(Number) });

    const audit = await auditRows(t, 'member.reset_totp', member.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after_json).toContain('Lost phone, ID checked');
    const tips = await t.database.db.selectFrom('order_tips').select('kind').where('user_id', '=', member.id).execute();
    expect(tips.map((tip) => tip.kind)).toContain('support_totp_reset');
    expect(await t.database.db.selectFrom('member_totp').selectAll().where('user_id', '=', member.id).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('member_recovery_codes').selectAll().where('user_id', '=', member.id).execute()).toEqual([]);
    expect((await getFrom(t, userIndexApi.index, { as: member })).body.data.withdraw_hold_until).toEqual(expect.any(Number));

    const after = await login(member);
    expect(after.body.code).toBe(1);
    expect(after.body.data.userinfo.token).toEqual(expect.any(String));
    // Nothing left to reset.
    const again = await postTo(t, adminSupportApi.resetTotp, { user_id: Number(member.id), reason: 'again' }, { as: helpdesk });
    expect(again.body).toMatchObject({ code: 0, msg: 'This member does not have two-step verification on' });
  });

  it('refuses an operator without members.support and changes nothing', async () => {
    const cashier = await addOperator(t, 'finance');
    const member = await addMember(t);
    await enrolMember(member);
    const res = await postTo(t, adminSupportApi.resetTotp, { user_id: Number(member.id), reason: 'r' }, { as: cashier });
    expect(res.body).toMatchObject({ code: 0, data: { permission: 'members.support' } });
    expect((await login(member)).body.data.totp_required).toBe(true);
  });
});
