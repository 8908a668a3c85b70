import { commonApi } from '@mcc/contract/common';
import { pushApi } from '@mcc/contract/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFrom, postTo } from '../../../test/http';
import { addMember, type Member } from '../../../test/members';
import { type PushReceiver, receiverCa, startPushReceiver, type TestBrowser } from '../../../test/push/push-receiver';
import { rowCount } from '../../../test/row-count';
import { testDialect, useTestApp } from '../../../test/test-app';
import { openDatabase } from '../../platform/db/database';
import type { TipKind } from '../tips/tip-texts';
import { OrderTips } from '../tips/tips-service';
import { type PushHostPolicy, parseAllowedHosts } from './push-hosts';
import { PushKeys } from './push-keys';
import { PushSender } from './push-sender';
import { MAX_SUBSCRIPTIONS_PER_MEMBER } from './push-service';

let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => receiver?.close());

const t = useTestApp({ PUSH_ALLOWED_HOSTS: 'localhost' });
const silent = { info() {}, warn() {} };
const SUBJECT = 'mailto:ops@mcc.test';

function sender(hosts: PushHostPolicy = parseAllowedHosts('localhost'), db = t.database.db): PushSender {
  return new PushSender(db, t.clock, new PushKeys(db, t.clock), { hosts, subject: SUBJECT, ca: receiverCa, log: silent });
}

async function tip(member: Member, kind: TipKind, params: Record<string, string>, refId: string): Promise<void> {
  const tips = new OrderTips(t.database.db, t.clock);
  await t.database.db.transaction().execute((trx) => tips.add(trx, { userId: member.id, kind, params, refType: 'test', refId }));
}

async function subscribe(member: Member, browser: TestBrowser, extra: Record<string, unknown> = {}, lang = 'en') {
  return postTo(t, pushApi.subscribe, { ...browser, expirationTime: null, ...extra }, { as: member, lang });
}

async function vapidKey(): Promise<string> {
  return (await getFrom(t, commonApi.sysConfig)).body.data.vapid_public_key as string;
}

describe(`web push (${testDialect})`, () => {
  it('publishes one VAPID public key, made and stored on first use', async () => {
    const key = await vapidKey();
    const point = Buffer.from(key, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect(await vapidKey()).toBe(key);
    // Another process reads the same pair.
    expect(await new PushKeys(t.database.db, t.clock).publicKey()).toBe(key);
  });

  it('saves, lists and removes a member’s own subscriptions, refusing bad ones', async () => {
    const alice = await addMember(t);
    const bob = await addMember(t);
    const browser = receiver.browser();
    const saved = await subscribe(alice, browser, { topics: ['wallet', 'auction'] });
    expect(saved.body).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    const list = await getFrom(t, pushApi.subscriptions, { as: alice });
    expect(list.body.data).toEqual({
      list: [{ id: saved.body.data.id, endpoint_origin: receiver.origin, created_at: expect.any(Number), topics: ['auction', 'wallet'] }],
    });
    expect(JSON.stringify(list.body)).not.toContain(browser.endpoint);
    // The same browser again updates the one subscription.
    expect((await subscribe(alice, browser)).body.data.id).toBe(saved.body.data.id);
    expect((await getFrom(t, pushApi.subscriptions, { as: alice })).body.data.list[0].topics).toEqual([
      'auction',
      'wallet',
      'orders',
      'account',
    ]);
    expect((await getFrom(t, pushApi.subscriptions, { as: bob })).body.data).toEqual({ list: [] });
    // Bob cannot remove Alice's.
    expect((await postTo(t, pushApi.unsubscribe, { endpoint: browser.endpoint }, { as: bob })).body.code).toBe(1);
    expect((await getFrom(t, pushApi.subscriptions, { as: alice })).body.data.list).toHaveLength(1);
    expect((await postTo(t, pushApi.unsubscribe, { endpoint: browser.endpoint }, { as: alice })).body).toMatchObject({
      code: 1,
      data: null,
    });
    expect((await getFrom(t, pushApi.subscriptions, { as: alice })).body.data).toEqual({ list: [] });

    const bad = [
      { ...browser, endpoint: browser.endpoint.replace('https:', 'http:') },
      { ...browser, keys: { ...browser.keys, p256dh: browser.keys.auth } },
      { ...browser, keys: { ...browser.keys, auth: 'short' } },
      { ...browser, topics: ['everything'] },
    ];
    for (const body of bad) expect((await postTo(t, pushApi.subscribe, body, { as: alice })).body.code).toBe(0);
    // Only the hosts PUSH_ALLOWED_HOSTS names.
    const elsewhere = await subscribe(alice, { ...browser, endpoint: 'https://push.example.com/x' }, {}, 'ja');
    expect(elsewhere.body).toMatchObject({ code: 0, msg: 'このプッシュサービスは利用できません', data: { field: 'endpoint' } });
    expect((await postTo(t, pushApi.subscribe, browser)).status).toBe(401);
    expect((await getFrom(t, pushApi.subscriptions)).status).toBe(401);
  });

  it('caps the subscriptions of one member', async () => {
    const carol = await addMember(t);
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_MEMBER; i += 1) expect((await subscribe(carol, receiver.browser())).body.code).toBe(1);
    const over = await subscribe(carol, receiver.browser());
    expect(over.body).toMatchObject({ code: 0, msg: expect.stringContaining(String(MAX_SUBSCRIPTIONS_PER_MEMBER)) });
    expect((await getFrom(t, pushApi.subscriptions, { as: carol })).body.data.list).toHaveLength(MAX_SUBSCRIPTIONS_PER_MEMBER);
  });

  it('sends each new tip once, encrypted and signed, in the member’s language, with nothing of an address', async () => {
    const dave = await addMember(t);
    await tip(dave, 'recharge_confirmed', { amount: '1.00', asset: 'USDT' }, 'before');
    const browser = receiver.browser();
    expect((await subscribe(dave, browser, {}, 'ja')).body.code).toBe(1);
    const address = `0x${'ab'.repeat(20)}`;
    await tip(dave, 'withdraw_rejected', { amount: '25.00', asset: 'USDT', reason: `${address} は使えません` }, 'w1');
    await tip(dave, 'auction_outbid', { lot_id: '7', amount: '12.50', asset: 'USDT' }, 'b1');
    await tip(dave, 'recharge_confirmed', { amount: '100.00', asset: 'USDT' }, 'd1');

    const start = receiver.received.length;
    // Two processes (each its own connections and keys reader) pass at once: every push goes once.
    const other = openDatabase(t.config.database);
    try {
      const outcomes = await Promise.all([sender().pass(), sender(undefined, other.db).pass(), sender().pass()]);
      expect(outcomes.reduce((n, o) => n + o.sent, 0)).toBe(3);
    } finally {
      await other.close();
    }
    expect((await sender().pass()).sent).toBe(0);
    // Sent by several passes at once, they may arrive in any order: read them in the tips' order.
    const tipNumber = (r: { payload: unknown }) => Number((r.payload as { tag: string }).tag.slice(4));
    const mine = receiver.received
      .slice(start)
      .filter((r) => r.path === new URL(browser.endpoint).pathname)
      .sort((a, b) => tipNumber(a) - tipNumber(b));
    expect(receiver.refused).toEqual([]);
    expect(mine.map((r) => r.payload)).toEqual([
      {
        title: '出金却下',
        body: '25.00 USDT の出金は却下され、資金は戻されました：… は使えません',
        url: '/pages/usdt/usdt',
        tag: expect.stringMatching(/^tip-\d+$/),
      },
      {
        title: '入札が上回られました',
        body: 'ロット #7 でより高い入札があり、保留中の 12.50 USDT が利用可能残高に戻りました。',
        url: '/pages/auction/lot?id=7',
        tag: expect.stringMatching(/^tip-\d+$/),
      },
      { title: '入金確認', body: '100.00 USDT の入金が反映されました。', url: '/pages/usdt/usdt', tag: expect.stringMatching(/^tip-\d+$/) },
    ]);
    const key = await vapidKey();
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const push of mine) {
      expect(push.vapidKey).toBe(key);
      expect(push.claims.aud).toBe(receiver.origin);
      expect(push.claims.sub).toBe(SUBJECT);
      expect(push.claims.exp).toBeGreaterThan(nowSeconds);
      expect(push.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
      expect(Number(push.ttl)).toBeGreaterThan(0);
    }
  });

  it('sends only the topics a subscription chose', async () => {
    const erin = await addMember(t);
    const browser = receiver.browser();
    expect((await subscribe(erin, browser, { topics: ['auction'] })).body.code).toBe(1);
    await tip(erin, 'withdraw_paid', { amount: '3.00', asset: 'USDT' }, 'w2');
    await tip(erin, 'auction_outbid', { lot_id: '9', amount: '1.00', asset: 'USDT' }, 'b2');
    const outcome = await sender().pass();
    expect(outcome).toMatchObject({ sent: 1, skipped: 1 });
    const mine = receiver.received.filter((r) => r.path === new URL(browser.endpoint).pathname);
    expect(mine.map((r) => (r.payload as { title: string }).title)).toEqual(['Outbid']);
  });

  it('removes a subscription whose push service answers 410 or 404', async () => {
    for (const status of [410, 404]) {
      const frank = await addMember(t);
      const browser = receiver.browser();
      expect((await subscribe(frank, browser)).body.code).toBe(1);
      receiver.answer(browser, status);
      await tip(frank, 'withdraw_paid', { amount: '3.00', asset: 'USDT' }, `gone-${status}`);
      expect(await sender().pass()).toMatchObject({ gone: 1, sent: 0 });
      expect((await getFrom(t, pushApi.subscriptions, { as: frank })).body.data).toEqual({ list: [] });
    }
  });

  it('refuses a host that resolves to a loopback address unless PUSH_ALLOWED_HOSTS names it', async () => {
    const gina = await addMember(t);
    const browser = receiver.browser();
    expect((await subscribe(gina, browser)).body.code).toBe(1);
    await tip(gina, 'withdraw_paid', { amount: '4.00', asset: 'USDT' }, 'blocked');
    const before = receiver.received.length;
    // Default: public hosts only. localhost resolves to 127.0.0.1, so nothing is sent.
    expect(await sender({}).pass()).toMatchObject({ blocked: 1, sent: 0 });
    expect(receiver.received.length).toBe(before);
    // Once refused, not tried again; the subscription stays.
    expect(await sender().pass()).toMatchObject({ sent: 0 });
    expect((await getFrom(t, pushApi.subscriptions, { as: gina })).body.data.list).toHaveLength(1);
    // A list that does not name the host.
    await tip(gina, 'withdraw_paid', { amount: '5.00', asset: 'USDT' }, 'blocked-2');
    expect(await sender(parseAllowedHosts('*.localhost,push.example.com')).pass()).toMatchObject({ blocked: 1, sent: 0 });
    expect(receiver.received.length).toBe(before);
  });

  it('never sends a tip over an hour old, and drops delivery rows after a week', async () => {
    const hank = await addMember(t);
    expect((await subscribe(hank, receiver.browser())).body.code).toBe(1);
    await tip(hank, 'withdraw_paid', { amount: '6.00', asset: 'USDT' }, 'stale');
    t.clock.advance(2 * 60 * 60_000);
    expect(await sender().pass()).toMatchObject({ sent: 0, blocked: 0, failed: 0 });
    const rows = () => rowCount(t.database.db, 'push_deliveries');
    expect(await rows()).toBeGreaterThan(0);
    t.clock.advance(8 * 24 * 60 * 60_000);
    await sender().pass();
    expect(await rows()).toBe(0);
  });
});
