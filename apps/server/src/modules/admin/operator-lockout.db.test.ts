import { adminApi, adminSignInApi } from '@mcc/contract/admin';
import { describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { createOperator, OPERATOR_PASSWORD } from '../../../test/operators';
import { useTestApp } from '../../../test/test-app';
import { OperatorSessions } from '../../platform/auth/operator-sessions';
import { SettingsService } from '../settings/settings-service';
import { AuditLog } from './audit-log';
import { LoginThrottle, operatorLoginRules } from './login-throttle';
import { OperatorService } from './operator-service';

// Console lockouts: per username and client address, with a slower per-username back-off that
// never refuses the right password from an address with no failures, so nobody can lock an
// operator (admin included) out from elsewhere. A live token keeps working through a lockout.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

const login = (username: string, password: string, ip: string) => postTo(t, adminSignInApi.login, { username, password }, { ip });
const BAD = 'The username or password is not correct';

describe('operator lockout', () => {
  it('V6.3.1 five wrong passwords from one address lock that address only; the right password works from another', async () => {
    const { username } = await createOperator(t, 'super_admin', { username: 'chief' });
    for (let i = 0; i < operatorLoginRules.pair.maxFailures; i++) expect((await login(username, 'x', '198.51.100.1')).body.msg).toBe(BAD);
    expect((await login(username, OPERATOR_PASSWORD, '198.51.100.1')).body.msg).toMatch(
      /^Too many sign-in attempts; try again in \d+ min$/,
    );
    expect((await login(username, OPERATOR_PASSWORD, '198.51.100.2')).body.code).toBe(1);
  });

  it('guessing from many addresses slows every guessing address, never the right password from a clean one', async () => {
    const { username } = await createOperator(t, 'super_admin', { username: 'admin2' });
    const guessers = Array.from({ length: 6 }, (_, i) => `198.51.100.${10 + i}`);
    // Two failures from each of six addresses: twelve for the username, past its back-off.
    for (const ip of guessers) for (let i = 0; i < 2; i++) await login(username, 'wrong', ip);
    for (const ip of guessers) {
      expect((await login(username, OPERATOR_PASSWORD, ip)).body.msg).toMatch(/^Too many sign-in attempts/);
    }
    // A new guessing address gets one try, then waits.
    expect((await login(username, 'wrong', '198.51.100.40')).body.msg).toBe(BAD);
    expect((await login(username, 'wrong', '198.51.100.40')).body.msg).toMatch(/^Too many sign-in attempts/);
    // An address that never failed signs in at once.
    expect((await login(username, OPERATOR_PASSWORD, '198.51.100.99')).body.code).toBe(1);
    // The pair windows end; the guessers may try again.
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(username, OPERATOR_PASSWORD, guessers[0] ?? '')).body.code).toBe(1);
  });

  it('wrong current passwords lock that address for the change only; sign-in elsewhere and the live token still work', async () => {
    const account = await createOperator(t, 'super_admin', { username: 'keeper' });
    const signedIn = await login(account.username, OPERATOR_PASSWORD, '198.51.100.50');
    const token = signedIn.body.data.token as string;
    for (let i = 0; i < operatorLoginRules.pair.maxFailures; i++) {
      const res = await postTo(
        t,
        adminApi.changeOwnPassword,
        { current: 'nope', password: 'new-pass-2026' },
        { as: token, ip: '198.51.100.50' },
      );
      expect(res.body.msg).toBe('The current password is not right');
    }
    const locked = await postTo(
      t,
      adminApi.changeOwnPassword,
      { current: OPERATOR_PASSWORD, password: 'new-pass-2026' },
      { as: token, ip: '198.51.100.50' },
    );
    expect(locked.body.msg).toMatch(/^Too many wrong passwords; try again in \d+ min$/);
    // The token stays live (docs/console.md), and the operator signs in from another address.
    expect((await getFrom(t, adminApi.me, { as: token, ip: '198.51.100.50' })).body.code).toBe(1);
    expect((await login(account.username, OPERATOR_PASSWORD, '198.51.100.51')).body.code).toBe(1);
  });

  it('lets parallel right passwords all in, and no burst of wrong ones past the limit', async () => {
    const { username } = await createOperator(t, 'super_admin', { username: 'rush' });
    const right = await Promise.all(Array.from({ length: 8 }, () => login(username, OPERATOR_PASSWORD, '198.51.100.60')));
    expect(right.map((r) => r.body.code)).toEqual(Array(8).fill(1));
    const wrong = await Promise.all(Array.from({ length: 10 }, () => login(username, 'bad', '198.51.100.61')));
    expect(wrong.filter((r) => r.body.msg === BAD)).toHaveLength(operatorLoginRules.pair.maxFailures);
  });

  it('judges at most the limit of 30 parallel wrong passwords spread over two server processes', async () => {
    const { username } = await createOperator(t, 'super_admin', { username: 'spread' });
    const db = t.database.db;
    const processes = [0, 1].map(
      () =>
        new OperatorService(
          db,
          t.database.dialect,
          t.clock,
          new OperatorSessions(db, t.clock),
          new LoginThrottle(db, t.clock),
          new AuditLog(db, t.clock),
          { settings: new SettingsService(db, t.clock), secret: 'a test secret' },
        ),
    );
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => processes[i % 2]!.login({ username, password: `bad-${i}` }, '198.51.100.70')),
    );
    const judged = answers.filter((a) => a.status === 'rejected' && String(a.reason.message) === BAD).length;
    expect(judged).toBeLessThanOrEqual(operatorLoginRules.pair.maxFailures);
    expect((await login(username, OPERATOR_PASSWORD, '198.51.100.70')).body.code).toBe(0);
  });
});
