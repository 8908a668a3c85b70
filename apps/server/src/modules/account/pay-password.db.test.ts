import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../platform/auth/password';
import { ManualClock } from '../../platform/clock';
import { Refusal } from '../../platform/http/refusal';
import { PayPasswordService } from './pay-password-service';

let t: TestDatabase;
const clock = new ManualClock('2026-11-01T04:00:00Z');
let userId: bigint;

beforeAll(async () => {
  t = await createTestDatabase();
  const row = await t.database.db
    .insertInto('users')
    .values({ uid: '910001', password_hash: 'x', nickname: 'n', invite_code: 'PPC1', created_at: 0n, updated_at: 0n })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = row.id;
  await new PayPasswordService(t.database.db, clock).set(userId, '123456');
});
afterAll(async () => {
  await t.database.close();
  // pg's pool.end() resolves before its sockets close; dropping at once (with force) can kill one mid-goodbye.
  await new Promise((resolve) => setTimeout(resolve, 250));
  await t.drop();
});

/** A checker that counts how often the real (slow) hash check runs. */
function counting() {
  const inner = { calls: 0 };
  const verifyHash = (secret: string, stored: string) => {
    inner.calls += 1;
    return verifyPassword(secret, stored);
  };
  return { inner, cached: new PayPasswordService(t.database.db, clock, { verifyHash }) };
}

describe('the pay password cache', () => {
  it('runs the real check once for a right password, then again after ten minutes', async () => {
    const { inner, cached } = counting();
    await cached.verify(userId, '123456');
    await cached.verify(userId, '123456');
    expect(inner.calls).toBe(1);
    clock.advance(10 * 60 * 1000 + 1);
    await cached.verify(userId, '123456');
    expect(inner.calls).toBe(2);
  });

  it('never remembers a wrong password and counts every wrong try', async () => {
    const { inner, cached } = counting();
    await cached.verify(userId, '123456');
    await expect(cached.verify(userId, '654321')).rejects.toBeInstanceOf(Refusal);
    await expect(cached.verify(userId, '654321')).rejects.toBeInstanceOf(Refusal);
    const row = await t.database.db.selectFrom('users').select('pay_password_failures').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.pay_password_failures).toBe(2n);
    // With tries counted, even the right password goes through the real check (which resets the count).
    await cached.verify(userId, '123456');
    expect(inner.calls).toBe(4);
  });

  it('honours the lock and a changed pay password', async () => {
    const { cached } = counting();
    await cached.verify(userId, '123456');
    for (let i = 0; i < 5; i += 1) await expect(cached.verify(userId, '000000')).rejects.toBeInstanceOf(Refusal);
    await expect(cached.verify(userId, '123456')).rejects.toThrow(/Too many wrong pay passwords/);
    clock.advance(31 * 60 * 1000);
    await cached.verify(userId, '123456');
    await new PayPasswordService(t.database.db, clock).set(userId, '777777');
    await expect(cached.verify(userId, '123456')).rejects.toBeInstanceOf(Refusal);
    await cached.verify(userId, '777777');
  });
});
