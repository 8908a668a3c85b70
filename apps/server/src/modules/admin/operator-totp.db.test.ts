import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { adminTotpApi, adminTotpSignInApi } from '@mcc/contract/admin-totp';
import { describe, expect, it } from 'vitest';
import { auditRow } from '../../../test/audit';
import { getFrom, postTo } from '../../../test/http';
import { addOperator, createOperator, OPERATOR_PASSWORD, type OperatorAccount } from '../../../test/operators';
import { setSettings, useTestApp } from '../../../test/test-app';
import { codeNow, enrolTotp, nextTotpStep } from '../../../test/totp';
import { operatorLoginRules } from './login-throttle';
import { OPERATOR_TOTP_TICKET_MS } from './operator-totp-service';

// The console operators' second factor over HTTP; codes are computed here from RFC 6238
// (test/totp.ts), never by the server's library.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const WRONG = 'The authenticator code is wrong or was already used';
const EXPIRED = 'The sign-in timed out; please enter your password again';

const login = (o: OperatorAccount, ip = '198.51.100.1', password = OPERATOR_PASSWORD) =>
  postTo(t, adminSignInApi.login, { username: o.username, password }, { ip });
const loginTotp = (ticket: string, code: string, ip = '198.51.100.1') => postTo(t, adminTotpSignInApi.login, { ticket, code }, { ip });

/** Turns the factor on for a signed-in operator; the secret and the recovery codes. */
const enrol = (token: string) => enrolTotp(t, adminTotpApi, token, {});

describe('operator second factor', () => {
  it('V6.3.2 enrols an operator: pending until a code confirms it, ten recovery codes once, the secret stored sealed', async () => {
    const op = await addOperator(t, 'finance');
    expect((await getFrom(t, adminApi.me, { as: op })).body.data).toMatchObject({ totp_enabled: false, totp_required: false });
    const { secret, recovery } = await enrol(op.token);
    expect(recovery).toHaveLength(10);
    expect((await getFrom(t, adminApi.me, { as: op })).body.data.totp_enabled).toBe(true);
    const row = await t.database.db.selectFrom('admin_totp').selectAll().where('admin_id', '=', op.id).executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(secret);
    const stored = await t.database.db.selectFrom('admin_recovery_codes').select('code_hash').where('admin_id', '=', op.id).execute();
    expect(stored).toHaveLength(10);
    for (const c of recovery) expect(stored.map((s) => s.code_hash)).not.toContain(c);
    // Setup again is refused while on.
    expect((await postTo(t, adminTotpApi.setup, {}, { as: op })).body.code).toBe(0);
  });

  it('V6.3.2 answers a ticket and no token after the password; the code finishes the sign-in; a replayed code is refused', async () => {
    const op = await addOperator(t, 'super_admin');
    const { secret } = await enrol(op.token);
    const first = await login(op);
    expect(first.body.data).toEqual({ totp_required: true, ticket: expect.any(String) });
    const code = codeNow(t, secret);
    const done = await loginTotp(first.body.data.ticket, code);
    expect(done.body.code).toBe(1);
    expect(done.body.data).toMatchObject({ username: op.username, role: 'super_admin', token: expect.any(String) });
    expect((await getFrom(t, adminApi.me, { as: done.body.data.token })).body.code).toBe(1);
    // The ticket works once; the same code in the same window is refused with a new ticket.
    expect((await loginTotp(first.body.data.ticket, code)).body.msg).toBe(EXPIRED);
    const second = await login(op);
    expect((await loginTotp(second.body.data.ticket, code)).body.msg).toBe(WRONG);
    nextTotpStep(t);
    expect((await loginTotp(second.body.data.ticket, codeNow(t, secret))).body.code).toBe(1);
  });

  it('V6.3.2 takes a recovery code once', async () => {
    const op = await addOperator(t, 'finance');
    const { recovery } = await enrol(op.token);
    const code = (recovery[0] ?? '').toUpperCase();
    expect((await loginTotp((await login(op)).body.data.ticket, code)).body.code).toBe(1);
    expect((await loginTotp((await login(op)).body.data.ticket, code)).body.msg).toBe(WRONG);
  });

  it('V6.3.2 refuses an expired ticket', async () => {
    const op = await addOperator(t, 'finance');
    const { secret } = await enrol(op.token);
    const ticket = (await login(op)).body.data.ticket as string;
    t.clock.advance(OPERATOR_TOTP_TICKET_MS + 1000);
    expect((await loginTotp(ticket, codeNow(t, secret))).body.msg).toBe(EXPIRED);
    // The next sign-in's ticket clears the expired one from the table.
    const tickets = () => t.database.db.selectFrom('admin_totp_tickets').select('admin_id').where('admin_id', '=', op.id).execute();
    expect(await tickets()).toHaveLength(1);
    await login(op);
    expect(await tickets()).toHaveLength(1);
  });

  it('V6.3.1 V6.3.2 counts wrong codes toward the operator lockout: a parallel burst gets at most the limit judged', async () => {
    const op = await addOperator(t, 'finance');
    const { secret } = await enrol(op.token);
    const ip = '198.51.100.77';
    const ticket = (await login(op, ip)).body.data.ticket as string;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => loginTotp(ticket, String(100000 + i), ip)));
    expect(burst.filter((r) => r.body.msg === WRONG).length).toBeLessThanOrEqual(operatorLoginRules.pair.maxFailures);
    expect(burst.every((r) => r.body.code === 0)).toBe(true);
    // Locked for this address: the right code is refused too, and so is the password.
    expect((await loginTotp(ticket, codeNow(t, secret), ip)).body.msg).toMatch(/^Too many sign-in attempts/);
    expect((await login(op, ip)).body.msg).toMatch(/^Too many sign-in attempts/);
    // From another address the operator still signs in.
    const other = await login(op, '198.51.100.78');
    expect((await loginTotp(other.body.data.ticket, codeNow(t, secret), '198.51.100.78')).body.code).toBe(1);
  });

  it('turns off with a code; then the password alone signs in', async () => {
    const op = await addOperator(t, 'content');
    const { secret } = await enrol(op.token);
    expect((await postTo(t, adminTotpApi.disable, { code: '000000' }, { as: op })).body.msg).toBe(WRONG);
    expect((await postTo(t, adminTotpApi.disable, { code: codeNow(t, secret) }, { as: op })).body.code).toBe(1);
    expect((await login(op)).body.data.token).toEqual(expect.any(String));
  });

  it('a super admin clears another operator’s lost factor: their sessions end, the audit keeps the reason; a money role enrols again', async () => {
    const root = await addOperator(t, 'super_admin');
    const cashier = await addOperator(t, 'finance');
    const { secret } = await enrol(cashier.token);
    const reset = (body: Record<string, unknown>, as: { token: string } = root) => postTo(t, adminApi.resetOperatorTotp, body, { as });

    // Only operators.manage; a reason is required; one's own factor is turned off with a code instead.
    expect((await reset({ admin_id: Number(root.id), reason: 'x' }, cashier)).body).toMatchObject({
      code: 0,
      data: { permission: 'operators.manage' },
    });
    expect((await reset({ admin_id: Number(cashier.id), reason: '  ' })).body.code).toBe(0);
    expect((await reset({ admin_id: Number(root.id), reason: 'lost phone' })).body.msg).toBe('You cannot do this to your own account');
    expect((await reset({ admin_id: 999_999, reason: 'lost phone' })).body.msg).toBe('There is no such operator');
    const listed = await getFrom(t, adminApi.operators, { as: root });
    expect(listed.body.data.list.find((o: { id: number }) => o.id === Number(cashier.id))).toMatchObject({ totp_enabled: true });

    const done = await reset({ admin_id: Number(cashier.id), reason: 'lost phone, identity checked' });
    expect(done.body).toMatchObject({ code: 1, data: { id: Number(cashier.id), username: cashier.username } });
    expect((await getFrom(t, adminApi.me, { as: cashier })).status).toBe(401);
    const audit = await auditRow(t, 'operator.totp_reset', cashier.id);
    expect(JSON.parse(audit.after_json ?? 'null')).toEqual({
      totp_enabled: false,
      sessions: 'ended',
      reason: 'lost phone, identity checked',
    });
    expect(audit.admin_username).toBe(root.username);
    // Done once; a second reset finds nothing to clear. The old secret's codes open nothing.
    expect((await reset({ admin_id: Number(cashier.id), reason: 'again' })).body.msg).toBe('Two-step verification is not on');
    const relisted = await getFrom(t, adminApi.operators, { as: root });
    expect(relisted.body.data.list.find((o: { id: number }) => o.id === Number(cashier.id))).toMatchObject({ totp_enabled: false });

    await setSettings(t, { operator_totp_required: true });
    try {
      const again = await login(cashier);
      expect(again.body.data).toEqual({ totp_enrol_required: true, ticket: expect.any(String) });
      expect((await loginTotp(again.body.data.ticket, codeNow(t, secret))).body.msg).toBe(EXPIRED);
    } finally {
      await setSettings(t, { operator_totp_required: false });
    }
    expect((await login(cashier)).body.data.token).toEqual(expect.any(String));
  });

  it('V6.3.2 the setting operator_totp_required makes money roles enrol before any session; other roles sign in as before', async () => {
    await setSettings(t, { operator_totp_required: true });
    try {
      const cashier = await createOperator(t, 'finance');
      const writer = await createOperator(t, 'content');
      expect((await login(writer)).body.data.token).toEqual(expect.any(String));
      const first = await login(cashier);
      expect(first.body.data).toEqual({ totp_enrol_required: true, ticket: expect.any(String) });
      const ticket = first.body.data.ticket as string;
      // The enrol ticket is no sign-in ticket and no session.
      expect((await loginTotp(ticket, '123456')).body.msg).toBe(EXPIRED);
      const setup = await postTo(t, adminTotpSignInApi.enrolSetup, { ticket });
      expect(setup.body.code).toBe(1);
      const secret = setup.body.data.secret as string;
      const wrong = await postTo(t, adminTotpSignInApi.enrolEnable, { ticket, code: codeNow(t, secret, -120_000) });
      expect(wrong.body.msg).toBe(WRONG);
      const done = await postTo(t, adminTotpSignInApi.enrolEnable, { ticket, code: codeNow(t, secret) });
      expect(done.body.code).toBe(1);
      expect(done.body.data).toMatchObject({ role: 'finance', token: expect.any(String) });
      expect(done.body.data.recovery_codes).toHaveLength(10);
      const me = await getFrom(t, adminApi.me, { as: done.body.data.token });
      expect(me.body.data).toMatchObject({ totp_enabled: true, totp_required: true });
      // Spent; required for the role, so it cannot be turned off.
      expect((await postTo(t, adminTotpSignInApi.enrolSetup, { ticket })).body.msg).toBe(EXPIRED);
      nextTotpStep(t);
      const off = await postTo(t, adminTotpApi.disable, { code: codeNow(t, secret) }, { as: done.body.data.token });
      expect(off.body.code).toBe(0);
      // Next sign-in asks for the code.
      expect((await login(cashier)).body.data.totp_required).toBe(true);
    } finally {
      await setSettings(t, { operator_totp_required: false });
    }
  });
});
