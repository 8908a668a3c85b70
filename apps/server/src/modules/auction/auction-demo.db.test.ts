import { auctionApi } from '@mcc/contract/auction';
import { describe, expect, it } from 'vitest';
import { demoMemberId, useDemoApp } from '../../../test/demo';
import { getFrom } from '../../../test/http';
import { balanceOf, expectBooksBalanced } from '../../../test/money';
import { testDialect } from '../../../test/test-app';
import { ok } from '../nft/nft-fixtures';

const { t, alice } = useDemoApp();

describe(`the auction demo data (${testDialect})`, () => {
  it('has open lots ending no sooner than 7 days after the first start, one with a held bid', async () => {
    const lots = await ok<{
      list: { id: number; seller: { uid: string } | null; ends_at: number; bid_count: number; current_bid: string }[];
    }>(getFrom(t, auctionApi.index, { as: alice }));
    expect(lots.list).toHaveLength(2);
    const start = Math.floor(t.clock.now().getTime() / 1000);
    for (const lot of lots.list) expect(lot.ends_at).toBeGreaterThanOrEqual(start + 7 * 86_400);
    const carols = lots.list.find((l) => l.seller?.uid === '100003')!;
    expect(carols).toMatchObject({ bid_count: 1, current_bid: '22.00' });
    expect(lots.list.find((l) => l.seller === null)).toMatchObject({ bid_count: 0 });
    expect(await balanceOf(t, await demoMemberId(t, '100005'), 'USDT', 'bid_hold')).toBe(22_000_000n);
    await expectBooksBalanced(t);
  });
});
