import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, payPasswordFailures } from '../../../test/members';
import { useTestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../platform/auth/password';
import { Refusal } from '../../platform/http/refusal';
import { PayPasswordService } from './pay-password-service';

const t = useTestDatabase();
let userId: bigint;

beforeAll(async () => {
  userId = (await addMember(t, { payPassword: '123456' })).id;
});

/** A checker that counts how often the real (slow) hash check runs. */
function counting() {
  const inner = { calls: 0 };
  const verifyHash = (secret: string, stored: string) => {
    inner.calls += 1;
    return verifyPassword(secret, stored);
  };
  return { inner, cached: new PayPasswordService(t.database.db, t.clock, { verifyHash }) };
}

describe('the pay password cache', () => {
  it('runs the real check once for a right password, then again after ten minutes', async () => {
    const { inner, cached } = counting();
    await cached.verify(userId, '123456');
    await cached.verify(userId, '123456');
    expect(inner.calls).toBe(1);
    t.clock.advance(10 * 60 * 1000 + 1);
    await cached.verify(userId, '123456');
    expect(inner.calls).toBe(2);
  });

  it('hashes once for a burst of the same right password, and counts each of a burst of wrong ones', async () => {
    const { inner, cached } = counting();
    await Promise.all(Array.from({ length: 20 }, () => cached.verify(userId, '123456')));
    expect(inner.calls).toBe(1);
    t.clock.advance(10 * 60 * 1000 + 1);
    const wrong = await Promise.allSettled(Array.from({ length: 3 }, () => cached.verify(userId, '654321')));
    expect(wrong.every((r) => r.status === 'rejected')).toBe(true);
    expect(await payPasswordFailures(t, userId)).toBe(3n);
  });

  it('never remembers a wrong password and counts every wrong try', async () => {
    const { inner, cached } = counting();
    await cached.verify(userId, '123456');
    await expect(cached.verify(userId, '654321')).rejects.toBeInstanceOf(Refusal);
    await expect(cached.verify(userId, '654321')).rejects.toBeInstanceOf(Refusal);
    expect(await payPasswordFailures(t, userId)).toBe(2n);
    // With tries counted, even the right password goes through the real check (which resets the count).
    await cached.verify(userId, '123456');
    expect(inner.calls).toBe(4);
  });

  it('honours the lock and a changed pay password', async () => {
    const { cached } = counting();
    await cached.verify(userId, '123456');
    for (let i = 0; i < 5; i += 1) await expect(cached.verify(userId, '000000')).rejects.toBeInstanceOf(Refusal);
    await expect(cached.verify(userId, '123456')).rejects.toThrow(/Too many wrong pay passwords/);
    t.clock.advance(31 * 60 * 1000);
    await cached.verify(userId, '123456');
    await new PayPasswordService(t.database.db, t.clock).set(userId, '777777');
    await expect(cached.verify(userId, '123456')).rejects.toBeInstanceOf(Refusal);
    await cached.verify(userId, '777777');
  });
});

describe('a burst of pay password guesses', () => {
  it('judges at most five of 30 parallel wrong guesses, across two server processes, and the lock holds', async () => {
    const victim = (await addMember(t, { payPassword: '123456' })).id;
    let judged = 0;
    const verifyHash = async (secret: string, stored: string) => {
      judged += 1;
      return verifyPassword(secret, stored);
    };
    const processes = [
      new PayPasswordService(t.database.db, t.clock, { verifyHash }),
      new PayPasswordService(t.database.db, t.clock, { verifyHash }),
    ];
    const guesses = Array.from({ length: 30 }, (_, i) => String(200000 + i));
    const answers = await Promise.allSettled(guesses.map((g, i) => processes[i % 2]!.verify(victim, g)));
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    expect(judged).toBeLessThanOrEqual(5);
    const wrong = answers.filter((a) => a.status === 'rejected' && /tries left/.test(String(a.reason.message))).length;
    expect(wrong).toBeLessThanOrEqual(4);
    // The right password after the lock is refused too, from either process, until the lock ends.
    for (const p of processes) await expect(p.verify(victim, '123456')).rejects.toThrow(/Too many wrong pay passwords/);
    expect(judged).toBeLessThanOrEqual(5);
    t.clock.advance(31 * 60 * 1000);
    await processes[0]!.verify(victim, '123456');
  });
});
