import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/auth/password';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { OperatorRepository } from './operator-repository';

/** The file, in the data folder, that holds a generated first password (readable by its owner only). */
export const FIRST_PASSWORD_FILE = 'admin-password.txt';

/**
 * On a database without operators, creates `admin` as super admin with ADMIN_PASSWORD, or with a
 * random password written to `FIRST_PASSWORD_FILE` in the data folder. A password never goes into
 * a log line: the log says where the file is.
 */
export async function ensureFirstOperator(
  db: Kysely<DB>,
  clock: Clock,
  adminPassword: string | undefined,
  log: FastifyBaseLogger,
  dataDir: string,
): Promise<void> {
  const operators = new OperatorRepository();
  if (await operators.any(db)) return;
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  // Several processes may start together on an empty database: the first insert wins, the others do nothing.
  const created = await operators.insert(db, {
    username: 'admin',
    password_hash: await hashPassword(password),
    role: 'super_admin',
    status: 'active',
    created_at: BigInt(clock.now().getTime()),
  });
  if (!created) return;
  if (adminPassword) {
    log.info('operator "admin" created with ADMIN_PASSWORD');
    return;
  }
  const file = path.join(dataDir, FIRST_PASSWORD_FILE);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  log.info({ file }, 'operator "admin" created with a generated password, written to the file named here (change it in the console)');
}
