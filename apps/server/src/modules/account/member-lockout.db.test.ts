import { accountApi } from '@mcc/contract/account';
import { userIndexApi } from '@mcc/contract/user-index';
import { describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, LOGIN_PASSWORD } from '../../../test/members';
import { useTestApp } from '../../../test/test-app';
import { LOGIN_PAIR_MAX, LoginGuard, loginSubject } from './login-guard';

// Member lockouts count wrong passwords per member and client address, whichever name (mobile,
// email or UID) was typed; a right password is never a failure, however many arrive at once.

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

const login = (account: string, password: string, ip: string) => postTo(t, accountApi.login, { account, password }, { ip });

describe('member lockout', () => {
  it('V6.3.1 counts per member: wrong tries on the mobile lock the email and the UID from that address too', async () => {
    const ann = await addMember(t);
    const ip = '203.0.113.10';
    for (let i = 0; i < LOGIN_PAIR_MAX; i++) {
      expect((await login(ann.mobile ?? '', 'Wrong#2026', ip)).body.msg).toBe('The account or password is not correct');
    }
    for (const account of [ann.email ?? '', ann.uid, ann.mobile ?? '']) {
      const res = await login(account, LOGIN_PASSWORD, ip);
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toMatch(/^Too many failed logins; try again in \d+ min$/);
    }
    // Another address is not locked out, and the window ends.
    expect((await login(ann.email ?? '', LOGIN_PASSWORD, '203.0.113.11')).body.code).toBe(1);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(ann.uid, LOGIN_PASSWORD, ip)).body.code).toBe(1);
  });

  it('never counts a right password: 12 parallel correct logins from one address all succeed', async () => {
    const bob = await addMember(t);
    const ip = '203.0.113.20';
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(bob.uid, LOGIN_PASSWORD, ip)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(12).fill(1));
    // Four wrong tries then a right one: the count starts again, so four more wrong ones are still allowed.
    for (let i = 0; i < LOGIN_PAIR_MAX - 1; i++) await login(bob.uid, 'Wrong#2026', ip);
    expect((await login(bob.uid, LOGIN_PASSWORD, ip)).body.code).toBe(1);
    for (let i = 0; i < LOGIN_PAIR_MAX - 1; i++)
      expect((await login(bob.uid, 'Wrong#2026', ip)).body.msg).toBe('The account or password is not correct');
  });

  it('lets no burst of parallel wrong passwords past the limit', async () => {
    const cat = await addMember(t);
    const ip = '203.0.113.30';
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(cat.uid, 'Wrong#2026', ip)));
    const wrong = answers.filter((a) => a.body.msg === 'The account or password is not correct').length;
    expect(wrong).toBe(LOGIN_PAIR_MAX);
    expect((await login(cat.uid, LOGIN_PASSWORD, ip)).body.code).toBe(0);
    // The member's own session is untouched by a lockout.
    expect((await getFrom(t, userIndexApi.index, { as: cat })).body.code).toBe(1);
  });

  it('judges at most the limit of 30 parallel wrong passwords shared between two server processes, and then refuses the right one', async () => {
    const dan = await addMember(t);
    const ip = '203.0.113.40';
    const processes = [new LoginGuard(t.database.db, t.clock), new LoginGuard(t.database.db, t.clock)];
    let judged = 0;
    const wrongPassword = async () => {
      judged += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return false;
    };
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => processes[i % 2]!.attempt(loginSubject(dan.id, ''), ip, wrongPassword)),
    );
    expect(judged).toBeLessThanOrEqual(LOGIN_PAIR_MAX);
    expect(answers.filter((a) => a.status === 'fulfilled').length).toBe(judged);
    expect((await login(dan.uid, LOGIN_PASSWORD, ip)).body.msg).toMatch(/^Too many failed logins; try again in \d+ min$/);
  });
});
