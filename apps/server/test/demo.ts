import { beforeAll } from 'vitest';
import { seedDemo } from '../src/demo/seed';
import { MemberSessions } from '../src/platform/auth/member-sessions';
import { type TestApp, useTestApp } from './test-app';

// The demo data for the server tests: seeded into the test app's database as the demo seed does,
// its members found by UID.

/** Seeds the demo data with the test app's clock, log and uploads. */
export function seedDemoData(t: TestApp): Promise<void> {
  return seedDemo(t.database.db, t.clock, t.app.log, t.app.uploads);
}

/** The id of the demo member with `uid` (100001 is Alice, 100002 Bob…). */
export async function demoMemberId(t: Pick<TestApp, 'database'>, uid: string): Promise<bigint> {
  return (await t.database.db.selectFrom('users').select('id').where('uid', '=', uid).executeTakeFirstOrThrow()).id;
}

/** A live session token of the demo member with `uid`, issued without a sign-in. */
export async function demoSessionToken(t: Pick<TestApp, 'database' | 'clock'>, uid: string): Promise<string> {
  return (await new MemberSessions(t.database.db, t.clock).issue(await demoMemberId(t, uid))).token;
}

/**
 * A test app on the demo data for the file's tests: seeded before them, with a live session of the
 * demo's first member, Alice (UID 100001), in `alice.token` from then on.
 */
export function useDemoApp(): { t: TestApp; alice: { token: string } } {
  const t = useTestApp();
  const alice = { token: '' };
  beforeAll(async () => {
    await seedDemoData(t);
    alice.token = await demoSessionToken(t, '100001');
  }, 60_000);
  return { t, alice };
}
