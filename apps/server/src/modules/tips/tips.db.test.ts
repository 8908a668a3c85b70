import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app';
import { addProduct, addTestMember, api, at, credit, subscribe, type TestMember, USDT } from '../pledge/pledge-test-kit';
import { OrderTips } from './tips-service';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  at(t, '2026-11-01', '12:00');
  alice = await addTestMember(t);
  bob = await addTestMember(t);
  await credit(t, alice.id, 1_000n * USDT);
});
afterAll(async () => {
  await t.close();
});

describe(`order tips (${testDialect})`, () => {
  it('tell a member about their subscription in their language', async () => {
    const product = await addProduct(t, { termDays: 7, dailyRate: 1n, name: 'Week' });
    expect((await subscribe(t, alice, product, '100')).body.code).toBe(1);
    const en = await api(t, alice, 'GET', '/api/order/tips');
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
    const ja = await api(t, alice, 'GET', '/api/order/tips', undefined, { lang: 'ja' });
    expect((ja.body.data as { list: { text: string }[] }).list[0]?.text).toBe(
      'Week（日） に 100.00 USDT を申し込みました。収益は 2026-11-02 から毎日支払われます。',
    );
    expect((await api(t, bob, 'GET', '/api/order/tips')).body.data).toMatchObject({ unread: 0, list: [] });
  });

  it('are marked read by their owner only', async () => {
    const tips = new OrderTips(t.database.db, t.clock);
    await t.database.db.transaction().execute(async (trx) => {
      await tips.add(trx, {
        userId: alice.id,
        kind: 'withdraw_approved',
        params: { amount: '5.00', asset: 'USDT' },
        refType: 'withdrawal',
        refId: 7n,
      });
      // The same event again is one tip.
      await tips.add(trx, {
        userId: alice.id,
        kind: 'withdraw_approved',
        params: { amount: '5.00', asset: 'USDT' },
        refType: 'withdrawal',
        refId: 7n,
      });
    });
    const list = (await api(t, alice, 'GET', '/api/order/tips')).body.data as { unread: number; list: { id: number }[] };
    expect(list.unread).toBe(2);
    const [newest] = list.list;
    expect((await api(t, bob, 'GET', `/api/order/readTips?id=${newest!.id}`)).body).toMatchObject({ code: 0, data: { field: 'id' } });
    expect((await api(t, alice, 'GET', `/api/order/readTips?id=${newest!.id}`)).body).toMatchObject({ code: 1, data: { unread: 1 } });
    expect((await api(t, alice, 'GET', `/api/order/readTips?id=${newest!.id}`)).body).toMatchObject({ code: 1, data: { unread: 1 } });
    expect((await api(t, alice, 'GET', '/api/order/readTips')).body.code).toBe(0);
    expect((await api(t, alice, 'GET', '/api/order/readTips?all=1')).body).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await api(t, alice, 'GET', '/api/order/tips')).body.data).toMatchObject({ unread: 0, list: [] });
    expect((await api(t, null, 'GET', '/api/order/tips')).status).toBe(401);
  });
});
