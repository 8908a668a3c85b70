import { accountApi } from '@mcc/contract/account';
import { adminApi } from '@mcc/contract/admin';
import { fundApi } from '@mcc/contract/fund';
import { securityApi } from '@mcc/contract/security';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, LOGIN_PASSWORD, type Member, signInMember } from '../../../test/members';
import { addOperator } from '../../../test/operators';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../db/database';

// Two server instances on one database, each remembering sessions for a minute: a session ended
// through one (logout, freeze, an operator disabled) is refused by the other at once — the bus
// carries the ending, the minute's life is never what makes it stop.

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/';

const transports = [
  ...(testDialect === 'postgres' ? [{ name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string> }] : []),
  { name: 'Redis pub/sub', env: { REDIS_URL, REDIS_PREFIX: `mcc-test-sessions-${process.pid}-${Date.now()}:` } },
];

/** B's answers until it refuses (the ending crosses the broker in milliseconds); fails after a second. */
async function refusedSoon(call: () => Promise<{ status: number; body: { code: number } }>): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await call();
    if (res.status === 401) {
      expect(res.body.code).toBe(401);
      return performance.now() - started;
    }
    if (performance.now() - started > 1000) throw new Error(`still served after ${Math.round(performance.now() - started)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(transports)('sessions remembered by two server instances on one database ($name)', ({ env }) => {
  let a: TestApp;
  let b: FastifyInstance;
  const onB = () => ({ app: b });

  beforeAll(async () => {
    if (env.REDIS_URL) {
      const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      redis.disconnect();
    }
    a = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', SESSION_CACHE_SECONDS: '60', ...env });
    b = await buildApp({ config: a.config, database: openDatabase(a.config.database), clock: a.clock });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** A member whose session B has looked up (and so remembers). */
  async function rememberedOnB(): Promise<Member> {
    const m = await addMember(a);
    expect((await getFrom(onB(), fundApi.balance, { as: m })).body.code).toBe(1);
    expect((await getFrom(onB(), fundApi.balance, { as: m })).body.code).toBe(1);
    return m;
  }

  it('remembers a session: B answers a token whose row is gone until told, then refuses it', async () => {
    const m = await rememberedOnB();
    await a.database.db.deleteFrom('member_tokens').where('user_id', '=', m.id).execute();
    expect((await getFrom(onB(), fundApi.balance, { as: m })).body.code).toBe(1);
    // A fresh token, never looked up, is read from the database.
    expect((await getFrom(onB(), fundApi.balance, { as: 'not-a-token' })).status).toBe(401);
  });

  it('a logout through A is refused by B at once', async () => {
    const m = await rememberedOnB();
    expect((await getFrom(a, accountApi.logout, { as: m })).body.code).toBe(1);
    expect((await getFrom(a, fundApi.balance, { as: m })).status).toBe(401);
    await refusedSoon(() => getFrom(onB(), fundApi.balance, { as: m }));
  });

  it('V7.5.2 a session the member ends by its id through A is refused by B at once, the others not', async () => {
    const m = await rememberedOnB();
    const other = await signInMember(a, m);
    expect((await getFrom(onB(), fundApi.balance, { as: other })).body.code).toBe(1);
    const list = (await getFrom(a, securityApi.sessions, { as: other })).body.data.list as Array<{ id: number; current: boolean }>;
    const first = list.find((s) => !s.current)!;
    expect((await postTo(a, securityApi.endSessions, { id: first.id }, { as: other })).body.code).toBe(1);
    await refusedSoon(() => getFrom(onB(), fundApi.balance, { as: m }));
    expect((await getFrom(onB(), fundApi.balance, { as: other })).body.code).toBe(1);
  });

  it('V7.4.3 a password change through A ends the member’s other sessions on B at once, not this one', async () => {
    const m = await rememberedOnB();
    const here = await signInMember(a, m);
    expect((await getFrom(onB(), fundApi.balance, { as: here })).body.code).toBe(1);
    const changed = await postTo(
      a,
      securityApi.changePassword,
      { oldpassword: LOGIN_PASSWORD, newpassword: 'Changed#Secret9' },
      { as: here },
    );
    expect(changed.body.code).toBe(1);
    await refusedSoon(() => getFrom(onB(), fundApi.balance, { as: m }));
    expect((await getFrom(onB(), fundApi.balance, { as: here })).body.code).toBe(1);
  });

  it('V7.4.2 a freeze through A ends the member’s sessions on B at once', async () => {
    const m = await rememberedOnB();
    const support = await addOperator(a, 'support');
    const frozen = await postTo(a, adminApi.freezeMember, { user_id: Number(m.id), reason: 'Checked' }, { as: support });
    expect(frozen.body).toMatchObject({ msg: '', code: 1 });
    await refusedSoon(() => getFrom(onB(), fundApi.balance, { as: m }));
  });

  it('an operator disabled through A is refused by B at once', async () => {
    const chief = await addOperator(a, 'super_admin');
    const finance = await addOperator(a, 'finance');
    expect((await getFrom(onB(), adminApi.me, { as: finance })).body.code).toBe(1);
    const disabled = await postTo(a, adminApi.setOperatorStatus, { admin_id: Number(finance.id), status: 'disabled' }, { as: chief });
    expect(disabled.body).toMatchObject({ msg: '', code: 1 });
    await refusedSoon(() => getFrom(onB(), adminApi.me, { as: finance }));
  });

  it('an operator logout through A is refused by B at once', async () => {
    const support = await addOperator(a, 'support');
    expect((await getFrom(onB(), adminApi.me, { as: support })).body.code).toBe(1);
    expect((await postTo(a, adminApi.logout, {}, { as: support })).body.code).toBe(1);
    await refusedSoon(() => getFrom(onB(), adminApi.me, { as: support }));
  });
});
