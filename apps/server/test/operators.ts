import { adminSignInApi } from '@mcc/contract/admin';
import type { Role } from '../src/platform/auth/roles';
import { postTo } from './http';
import { hashOnce } from './members';
import type { DatabaseAndClock, TestApp } from './test-app';

// Console operators for the server tests: a row in the database, then a real sign-in through
// POST /admin/api/login (so sessions, the sign-in audit and its limits are the real ones).

/** The password of every test operator unless a test gives another. */
export const OPERATOR_PASSWORD = 'operator-pass-1';

export interface OperatorAccount {
  id: bigint;
  username: string;
  role: Role;
}

/** An operator with a live console token. */
export interface Operator extends OperatorAccount {
  token: string;
}

let serial = 0;

/** An active operator of `role` straight in the database; the username is made up unless given. */
export async function createOperator(
  t: DatabaseAndClock,
  role: Role,
  options: { username?: string; password?: string } = {},
): Promise<OperatorAccount> {
  serial += 1;
  const username = options.username ?? `${role.replace('_', '')}${serial}`;
  const row = await t.database.db
    .insertInto('admins')
    .values({
      username,
      password_hash: await hashOnce(options.password ?? OPERATOR_PASSWORD),
      role,
      status: 'active',
      created_at: BigInt(t.clock.now().getTime()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, role };
}

/**
 * Signs an operator in through POST /admin/api/login; the same operator with the new token, or
 * throws when refused. Console sessions last 12 hours: sign in again after moving the clock further.
 */
export async function signInOperator<A extends { username: string }>(
  t: Pick<TestApp, 'app'>,
  account: A,
  password = OPERATOR_PASSWORD,
): Promise<A & { token: string }> {
  const res = await postTo<{ token: string }>(t, adminSignInApi.login, { username: account.username, password });
  if (res.body.code !== 1) throw new Error(`sign-in of ${account.username} refused: ${res.body.msg}`);
  return { ...account, token: res.body.data.token };
}

/** An operator of `role`, signed in. */
export async function addOperator(t: TestApp, role: Role, options: { username?: string; password?: string } = {}): Promise<Operator> {
  return signInOperator(t, await createOperator(t, role, options), options.password);
}

/** One operator per role, each signed in, added in that order (see `addOperator`). */
export async function addOperators<R extends Role[]>(t: TestApp, ...roles: R): Promise<{ [K in keyof R]: Operator }> {
  const operators: Operator[] = [];
  for (const role of roles) operators.push(await addOperator(t, role));
  return operators as { [K in keyof R]: Operator };
}
