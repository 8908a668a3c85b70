import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../platform/auth/password';
import { ensureFirstOperator } from './first-operator';

const t = useTestDatabase();

const quiet = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof ensureFirstOperator>[3];

describe('the first operator', () => {
  it('is created once even when several processes start together on an empty database', async () => {
    await Promise.all([1, 2, 3].map(() => ensureFirstOperator(t.database.db, t.clock, 'first-operator-pass', quiet)));
    const admins = await t.database.db.selectFrom('admins').select(['username', 'role', 'password_hash']).execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ username: 'admin', role: 'super_admin' });
    expect(await verifyPassword('first-operator-pass', admins[0]!.password_hash)).toBe(true);
  });
});
