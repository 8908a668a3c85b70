import { auctionApi } from '@mcc/contract/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { balanceOf, expectBooksBalanced } from '../../../test/money';
import { testDialect, useTestApp } from '../../../test/test-app';
import { seedDemo } from '../../demo/seed';
import { MemberSessions } from '../../platform/auth/member-sessions';
import { ok } from '../nft/nft-fixtures';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  await seedDemo(t.database.db, t.clock, t.app.log, t.app.uploads);
  const alice = await t.database.db.selectFrom('users').select('id').where('uid', '=', '100001').executeTakeFirstOrThrow();
  token = (await new MemberSessions(t.database.db, t.clock).issue(alice.id)).token;
}, 60_000);

describe(`the auction demo data (${testDialect})`, () => {
  it('has open lots ending no sooner than 7 days after the first start, one with a held bid', async () => {
    const lots = await ok<{
      list: { id: number; seller: { uid: string } | null; ends_at: number; bid_count: number; current_bid: string }[];
    }>(getFrom(t, auctionApi.index, { as: token }));
    expect(lots.list).toHaveLength(2);
    const start = Math.floor(t.clock.now().getTime() / 1000);
    for (const lot of lots.list) expect(lot.ends_at).toBeGreaterThanOrEqual(start + 7 * 86_400);
    const carols = lots.list.find((l) => l.seller?.uid === '100003')!;
    expect(carols).toMatchObject({ bid_count: 1, current_bid: '22.00' });
    expect(lots.list.find((l) => l.seller === null)).toMatchObject({ bid_count: 0 });
    const erin = await t.database.db.selectFrom('users').select('id').where('uid', '=', '100005').executeTakeFirstOrThrow();
    expect(await balanceOf(t, erin.id, 'USDT', 'bid_hold')).toBe(22_000_000n);
    await expectBooksBalanced(t);
  });
});
