import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/auth/password';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { OperatorRepository } from './operator-repository';

/**
 * On a database without operators, creates `admin` as super admin with ADMIN_PASSWORD, or with a
 * random password printed once to the log.
 */
export async function ensureFirstOperator(
  db: Kysely<DB>,
  clock: Clock,
  adminPassword: string | undefined,
  log: FastifyBaseLogger,
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
  if (adminPassword) log.info('operator "admin" created with ADMIN_PASSWORD');
  else log.warn(`operator "admin" created with the generated password ${password} (shown once; change it in the console)`);
}
