import { tipsApi } from '@mcc/contract/tips';
import { beforeAll, describe, expect, it } from 'vitest';
import { getFrom } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { credit, USDT } from '../../../test/money';
import { atShanghaiTime, testDialect, useTestApp } from '../../../test/test-app';
import { addProduct, subscribe } from '../pledge/pledge-fixtures';
import { OrderTips } from './tips-service';

const t = useTestApp();
let alice: Member;
let bob: Member;

beforeAll(async () => {
  atShanghaiTime(t, '2026-11-01', '12:00');
  alice = await addMember(t);
  bob = await addMember(t);
  await credit(t, alice.id, 1_000n * USDT);
});

describe(`order tips (${testDialect})`, () => {
  it('tell a member about their subscription in their language', async () => {
    const product = await addProduct(t, { termDays: 7, dailyRate: 1n, name: 'Week' });
    expect((await subscribe(t, alice, product, '100')).body.code).toBe(1);
    const en = await getFrom(t, tipsApi.tips, { as: alice });
    expect(en.body.data).toMatchObject({
      unread: 1,
      list: [
        {
          kind: 'pledge_subscribed',
          title: 'Subscribed',
          text: 'You subscribed 100.00 USDT to Week; earnings are paid daily from 2026-11-02.',
          ref_type: 'pledge_order',
        },
      ],
    });
    const ja = await getFrom(t, tipsApi.tips, { as: alice, lang: 'ja' });
    expect((ja.body.data as { list: { text: string }[] }).list[0]?.text).toBe(
      'Week（日） に 100.00 USDT を申し込みました。収益は 2026-11-02 から毎日支払われます。',
    );
    expect((await getFrom(t, tipsApi.tips, { as: bob })).body.data).toMatchObject({ unread: 0, list: [] });
  });

  it('are marked read by their owner only', async () => {
    const tips = new OrderTips(t.database.db, t.clock);
    const approved = () =>
      ({
        userId: alice.id,
        kind: 'withdraw_approved',
        params: { amount: '5.00', asset: 'USDT' },
        refType: 'withdrawal',
        refId: 7n,
      }) as const;
    await t.database.db.transaction().execute(async (trx) => {
      await tips.add(trx, approved());
      // The same event again is one tip.
      await tips.add(trx, approved());
    });
    const list = (await getFrom(t, tipsApi.tips, { as: alice })).body.data as { unread: number; list: { id: number }[] };
    expect(list.unread).toBe(2);
    const [newest] = list.list;
    expect((await getFrom(t, tipsApi.read, { as: bob, query: { id: newest!.id } })).body).toMatchObject({ code: 0, data: { field: 'id' } });
    expect((await getFrom(t, tipsApi.read, { as: alice, query: { id: newest!.id } })).body).toMatchObject({ code: 1, data: { unread: 1 } });
    expect((await getFrom(t, tipsApi.read, { as: alice, query: { id: newest!.id } })).body).toMatchObject({ code: 1, data: { unread: 1 } });
    expect((await getFrom(t, tipsApi.read, { as: alice })).body.code).toBe(0);
    expect((await getFrom(t, tipsApi.read, { as: alice, query: { all: 1 } })).body).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await getFrom(t, tipsApi.tips, { as: alice })).body.data).toMatchObject({ unread: 0, list: [] });
    expect((await getFrom(t, tipsApi.tips)).status).toBe(401);
  });
});
