import { adminMarketApi } from '@mcc/contract/admin-market';
import { marketApi } from '@mcc/contract/market';
import { streamApi } from '@mcc/contract/stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, pathOf, postTo } from '../../../test/http';
import { addMember, type Member, PAY_PASSWORD } from '../../../test/members';
import { credit, MCC, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { TEST_REDIS_URL as REDIS_URL, requireRedis } from '../../../test/redis';
import { listenOnLoopback, openSse, streamTicket } from '../../../test/sse-client';
import { createTestApp, type TestApp, testDialect } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../db/database';

// The live stream over real HTTP: tickets, events after a trade and a pool change, resuming after
// Last-Event-ID; then two server instances on one database, where an event published through one
// reaches a client of the other (PostgreSQL LISTEN/NOTIFY, and Redis pub/sub on both dialects).

async function openPool(t: TestApp, finance: Operator): Promise<void> {
  const res = await postTo(
    t,
    adminMarketApi.addLiquidity,
    { mcc: '1000000', usdt: '100000', account: 'external', reason: 'Opening' },
    { as: finance, key: newKey() },
  );
  expect(res.body.code).toBe(1);
}

const buy = (t: TestApp, m: Member, amount = '10') =>
  postTo(t, marketApi.buy, { amount, min_out: '0', paypwd: PAY_PASSWORD }, { as: m, key: newKey() });

describe('GET /api/stream on one server', () => {
  let t: TestApp;
  let base: string;
  let alice: Member;
  let finance: Operator;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    base = await listenOnLoopback(t.app);
    finance = await addOperator(t, 'finance');
    alice = await addMember(t, { nickname: 'Alice' });
    await credit(t, alice.id, 1_000n * USDT);
    await credit(t, alice.id, 1_000n * MCC, 'MCC');
    await openPool(t, finance);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is closed without a good ticket: HTTP 401 as the members’ calls answer', async () => {
    for (const url of [streamApi.events.path, pathOf(streamApi.events, { ticket: 'nonsense' })]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 401 });
    }
    expect((await t.app.inject({ method: 'POST', url: streamApi.ticket.path, payload: {} })).statusCode).toBe(401);
  });

  it('opens once per ticket, and a ticket is good for 30 s only', async () => {
    const ticket = await streamTicket(t.app, alice);
    const first = await openSse(`${base}/api/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    const again = await fetch(`${base}/api/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    first.close();
    const late = await streamTicket(t.app, alice);
    t.clock.advance(31_000);
    expect((await fetch(`${base}/api/stream?ticket=${late}`)).status).toBe(401);
  });

  it('carries a trade, masked, and a pool change; resumes after Last-Event-ID, or says reset', async () => {
    const stream = await openSse(`${base}/api/stream?ticket=${await streamTicket(t.app, alice)}`);
    const bought = await buy(t, alice, '25');
    expect(bought.body.code).toBe(1);
    const event = await stream.next('market.trade');
    expect(event.data).toMatchObject({
      id: bought.body.data.id,
      side: 'buy',
      amount_in: '25.00',
      amount_out: bought.body.data.amount_out,
      price_after: bought.body.data.price_after,
      member: `${alice.uid.slice(0, 2)}***${alice.uid.slice(-2)}`,
    });
    expect(event.id).not.toBe('');

    expect((await postTo(t, adminMarketApi.setPaused, { paused: true, reason: 'x' }, { as: finance })).body.code).toBe(1);
    expect((await stream.next('market.pool')).data).toMatchObject({ paused: true, fee_rate: '0.003' });
    expect((await postTo(t, adminMarketApi.setPaused, { paused: false, reason: 'x' }, { as: finance })).body.code).toBe(1);
    const resumed = await stream.next('market.pool');
    stream.close();

    // Missed while away: one trade. Coming back with the last id seen replays it.
    const missed = await buy(t, alice, '5');
    const back = await openSse(`${base}/api/stream?ticket=${await streamTicket(t.app, alice)}`, { 'last-event-id': resumed.id });
    expect((await back.next()).data).toMatchObject({ id: missed.body.data.id, amount_in: '5.00' });
    back.close();
    // The same through the query (a new EventSource cannot set the header).
    const viaQuery = await openSse(
      `${base}/api/stream?ticket=${await streamTicket(t.app, alice)}&last_event_id=${encodeURIComponent(resumed.id)}`,
    );
    expect((await viaQuery.next()).event).toBe('market.trade');
    viaQuery.close();

    const unknown = await openSse(`${base}/api/stream?ticket=${await streamTicket(t.app, alice)}`, { 'last-event-id': 'gone-1' });
    expect((await unknown.next()).event).toBe('stream.reset');
    unknown.close();
  });
});

const transports = [
  ...(testDialect === 'postgres' ? [{ name: 'PostgreSQL LISTEN/NOTIFY', env: {} as Record<string, string> }] : []),
  { name: 'Redis pub/sub', env: { REDIS_URL, REDIS_PREFIX: `mcc-test-${process.pid}-${Date.now()}:` } },
];

describe.each(transports)('two server instances on one database ($name)', ({ env }) => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    if (env.REDIS_URL) await requireRedis('the cross-process event test');
    a = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ...env });
    // A second server on the same database with its own connections and its own bus subscription:
    // nothing in memory is shared with the first.
    b = await buildApp({ config: a.config, database: openDatabase(a.config.database), clock: a.clock });
    await b.ready();
    baseB = await listenOnLoopback(b);
    await openPool(a, await addOperator(a, 'finance'));
    alice = await addMember(a);
    bob = await addMember(a);
    await credit(a, alice.id, 1_000n * USDT);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a trade made through one to a stream of the other, opened with a ticket the first issued', async () => {
    const stream = await openSse(`${baseB}/api/stream?ticket=${await streamTicket(a.app, bob)}`);
    expect(stream.status).toBe(200);
    const bought = await buy(a, alice, '12');
    expect(bought.body.code).toBe(1);
    const event = await stream.next('market.trade');
    expect(event.data).toMatchObject({ id: bought.body.data.id, amount_in: '12.00' });
    // And the other way round: a trade through B reaches a stream on A.
    const baseA = await listenOnLoopback(a.app);
    const onA = await openSse(`${baseA}/api/stream?ticket=${await streamTicket(b, alice)}`);
    const viaB = await b.inject({
      method: 'POST',
      url: marketApi.buy.path,
      headers: { token: alice.token, lang: 'en', 'idempotency-key': newKey() },
      payload: { amount: '3', min_out: '0', paypwd: PAY_PASSWORD },
    });
    expect(viaB.json().code).toBe(1);
    expect((await onA.next('market.trade')).data).toMatchObject({ id: viaB.json().data.id });
    // Both processes saw the events in one order: B's stream got A's trade, then B's own.
    expect((await stream.next('market.trade')).data).toMatchObject({ id: viaB.json().data.id });
    stream.close();
    onA.close();
  }, 30_000);
});
