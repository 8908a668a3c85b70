import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../platform/auth/password';
import type { Role } from '../../platform/auth/roles';
import type { DB } from '../../platform/db/schema';

// Helpers for the console's server tests (*.db.test.ts): operators and members straight in the
// database, and a signed-in call through the real routes.

export async function addOperator(db: Kysely<DB>, username: string, role: Role, password = 'operator-pass-1'): Promise<bigint> {
  const row = await db
    .insertInto('admins')
    .values({ username, password_hash: await hashPassword(password), role, status: 'active', created_at: 0n })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMember(
  db: Kysely<DB>,
  m: { uid: string; nickname: string; mobile?: string; email?: string; inviterId?: bigint; createdAt?: bigint },
): Promise<bigint> {
  const row = await db
    .insertInto('users')
    .values({
      uid: m.uid,
      mobile: m.mobile ?? null,
      email: m.email ?? null,
      password_hash: 'x',
      nickname: m.nickname,
      invite_code: `I${m.uid}`,
      inviter_id: m.inviterId ?? null,
      status: 'active',
      created_at: m.createdAt ?? 0n,
      updated_at: m.createdAt ?? 0n,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs in through POST /admin/api/login and returns the token; throws when refused. */
export async function signIn(app: FastifyInstance, username: string, password = 'operator-pass-1'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/admin/api/login', payload: { username, password } });
  const body = res.json();
  if (body.code !== 1) throw new Error(`sign-in of ${username} refused: ${body.msg}`);
  return body.data.token;
}

/** Calls the console API as the operator holding `token`, in English. */
export async function call(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { token, lang: 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}
