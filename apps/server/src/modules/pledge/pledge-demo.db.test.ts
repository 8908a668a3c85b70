import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app';
import { seedDemo } from '../../demo/seed';
import { MemberSessions } from '../../platform/auth/member-sessions';
import { verifyLedger } from '../ledger/verify';
import { api, poolBalance, USDT } from './pledge-test-kit';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.clock, t.app.log, t.app.uploads);
  const bob = await t.database.db.selectFrom('users').select('id').where('uid', '=', '100002').executeTakeFirstOrThrow();
  token = (await new MemberSessions(t.database.db, t.clock).issue(bob.id)).token;
});
afterAll(async () => {
  await t.close();
});

describe(`staking demo data (${testDialect})`, () => {
  it('offers three products named in every language, a funded pool and a pinned notice', async () => {
    const zh = await api(t, token, 'GET', '/api/pledge/index', undefined, { lang: 'zh-Hans' });
    expect((zh.body.data as { products: { name: string; term_days: number; daily_rate: string }[] }).products).toMatchObject([
      { name: 'AI量化 · 活期', term_days: 0, daily_rate: '0.002' },
      { name: 'AI量化 · 7天', term_days: 7, daily_rate: '0.005' },
      { name: 'AI量化 · 30天', term_days: 30, daily_rate: '0.008' },
    ]);
    const ja = await api(t, token, 'GET', '/api/pledge/index', undefined, { lang: 'ja' });
    expect((ja.body.data as { products: { name: string }[] }).products[0]?.name).toBe('AIクオンツ・随時');
    expect(await poolBalance(t)).toBe(100_000n * USDT);
    const banner = await api(t, token, 'GET', '/api/index/notice');
    expect(banner.body.data).toMatchObject({ unread: 1, notice: { pinned: true, title: 'Welcome to MCC AI Quant' } });
    expect((await verifyLedger(t.database.db)).problems).toEqual([]);
  });
});
