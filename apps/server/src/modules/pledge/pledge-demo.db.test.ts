import { noticeApi } from '@mcc/contract/notice';
import { pledgeApi } from '@mcc/contract/pledge';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../test/demo';
import { getFrom } from '../../../test/http';
import { signInMember } from '../../../test/members';
import { expectBooksBalanced, systemBalance, USDT } from '../../../test/money';
import { testDialect, useTestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../../demo/seed';

const t = useTestApp();
let bob: { token: string };

beforeAll(async () => {
  await seedDemoData(t);
  bob = await signInMember(t, { uid: '100002' }, DEMO_PASSWORD);
});

describe(`staking demo data (${testDialect})`, () => {
  it('offers three products named in every language, a funded pool and a pinned notice', async () => {
    const zh = await getFrom(t, pledgeApi.index, { as: bob, lang: 'zh-Hans' });
    expect((zh.body.data as { products: { name: string; term_days: number; daily_rate: string }[] }).products).toMatchObject([
      { name: 'AI量化 · 活期', term_days: 0, daily_rate: '0.002' },
      { name: 'AI量化 · 7天', term_days: 7, daily_rate: '0.005' },
      { name: 'AI量化 · 30天', term_days: 30, daily_rate: '0.008' },
    ]);
    const ja = await getFrom(t, pledgeApi.index, { as: bob, lang: 'ja' });
    expect((ja.body.data as { products: { name: string }[] }).products[0]?.name).toBe('AIクオンツ・随時');
    expect(await systemBalance(t, 'reward_pool')).toBe(100_000n * USDT);
    const banner = await getFrom(t, noticeApi.banner, { as: bob });
    expect(banner.body.data).toMatchObject({ unread: 1, notice: { pinned: true, title: 'Welcome to MCC AI Quant' } });
    await expectBooksBalanced(t);
  });
});
