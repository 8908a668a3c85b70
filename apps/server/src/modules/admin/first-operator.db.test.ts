import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-app';
import { verifyPassword } from '../../platform/auth/password';
import { ensureFirstOperator, FIRST_PASSWORD_FILE } from './first-operator';

const t = useTestDatabase();

const quiet = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof ensureFirstOperator>[3];

describe('the first operator', () => {
  it('is created once even when several processes start together on an empty database', async () => {
    await Promise.all([1, 2, 3].map(() => ensureFirstOperator(t.database.db, t.clock, 'first-operator-pass', quiet, os.tmpdir())));
    const admins = await t.database.db.selectFrom('admins').select(['username', 'role', 'password_hash']).execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ username: 'admin', role: 'super_admin' });
    expect(await verifyPassword('first-operator-pass', admins[0]!.password_hash)).toBe(true);
  });

  it('writes a generated password to a file only its owner reads, and never into the log', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mcc-first-operator-'));
    const lines: string[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      warn: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    } as unknown as Parameters<typeof ensureFirstOperator>[3];
    try {
      await t.database.db.deleteFrom('admins').execute();
      await ensureFirstOperator(t.database.db, t.clock, undefined, log, dataDir);
      const file = path.join(dataDir, FIRST_PASSWORD_FILE);
      const password = (await readFile(file, 'utf8')).trim();
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const admin = await t.database.db
        .selectFrom('admins')
        .select(['password_hash'])
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(password, admin.password_hash)).toBe(true);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(file);
      expect(lines[0]).not.toContain(password);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
