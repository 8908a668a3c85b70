import { adminMarketApi } from '@mcc/contract/admin-market';
import { compareDecimal } from '@mcc/contract/amount';
import type { Endpoint } from '@mcc/contract/endpoint';
import { fundApi } from '@mcc/contract/fund';
import { marketApi } from '@mcc/contract/market';
import { beforeAll, describe, expect, it } from 'vitest';
import { callTo, firstRowOf, get, getFrom, newKey, pathOf, postTo } from '../../../test/http';
import { addMembers, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, expectBooksBalanced, MCC, USDT } from '../../../test/money';
import { addOperator, type Operator } from '../../../test/operators';
import { rowCount } from '../../../test/row-count';
import { useTestApp } from '../../../test/test-app';
import { system } from '../ledger/accounts';
import { Ledger } from '../ledger/ledger';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let finance: Operator;
let alice: Member;
let bob: Member;

const trade = (m: Member, side: 'buy' | 'sell', amount: string, minOut: string, key = newKey()) =>
  postTo(t, side === 'buy' ? marketApi.buy : marketApi.sell, { amount, min_out: minOut, paypwd: PAY_PASSWORD }, { as: m, key });
const quote = (m: Member, side: string, amount: string) => getFrom(t, marketApi.quote, { as: m, query: { side, amount } });
const consoleCall = (endpoint: Endpoint, input?: unknown, key?: string) => callTo(t, endpoint, input, { as: finance, key });
const tradeCount = () => rowCount(t.database.db, 'market_trades');

beforeAll(async () => {
  finance = await addOperator(t, 'finance');
  [alice, bob] = await addMembers(t, 'Alice', 'Bob');
  for (const m of [alice, bob]) {
    await credit(t, m.id, 10_000n * USDT);
    await credit(t, m.id, 50_000n * MCC, 'MCC');
  }
});

describe('before the pool is funded', () => {
  it('has no price, refuses quotes and trades, and leaves MCC out of the wallet total', async () => {
    const price = await getFrom(t, marketApi.price, { as: alice });
    expect(price.body).toMatchObject({ code: 1, data: { price: '0.00', change_24h: '0', open: false, paused: false, fee_rate: '0.003' } });
    const q = await quote(alice, 'buy', '10');
    expect(q.body).toMatchObject({ code: 0, msg: 'The market is not open yet: the pool has no liquidity' });
    expect((await trade(alice, 'buy', '10', '0')).body.code).toBe(0);
    expect((await getFrom(t, fundApi.mcc, { as: alice })).body.data).toMatchObject({ price: null, value: null });
    expect((await getFrom(t, marketApi.history, { as: alice, query: { interval: '1m' } })).body.data).toEqual({ interval: '1m', list: [] });
  });

  it('refuses a first liquidity of one asset only', async () => {
    const res = await consoleCall(adminMarketApi.addLiquidity, { mcc: '100', usdt: '0', account: 'external', reason: 'x' }, newKey());
    expect(res.body).toMatchObject({ code: 0, msg: 'The first liquidity needs both MCC and USDT (their ratio sets the opening price)' });
  });
});

describe('the console funds the pool', () => {
  it('adds 1,000,000 MCC and 100,000 USDT from outside the books: the reserves are the pool accounts', async () => {
    const res = await consoleCall(
      adminMarketApi.addLiquidity,
      { mcc: '1000000', usdt: '100000', account: 'external', reason: 'Opening the market' },
      newKey(),
    );
    expect(res.body).toMatchObject({ code: 1, data: { mcc_reserve: '1000000.0000', usdt_reserve: '100000.00', price: '0.10' } });
    const ledger = new Ledger(t.clock);
    expect(await ledger.balanceOf(t.database.db, system('market_pool', 'MCC'))).toBe(1_000_000n * MCC);
    expect(await ledger.balanceOf(t.database.db, system('market_pool', 'USDT'))).toBe(100_000n * USDT);
    const pool = await consoleCall(adminMarketApi.pool);
    expect(pool.body.data).toMatchObject({
      mcc_reserve: '1000000.0000',
      usdt_reserve: '100000.00',
      price: '0.10',
      k: '100000000000',
      fee_rate: '0.003',
      paused: false,
      open: true,
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('action', 'like', 'market.%')
      .execute();
    expect(audit).toEqual([{ action: 'market.liquidity.add', after_json: expect.stringContaining('"reason":"Opening the market"') }]);
    await expectBooksBalanced(t);
  });

  it('answers the price in the docs/api.md shape', async () => {
    const res = await getFrom(t, marketApi.price, { as: alice });
    expect(res.body).toMatchObject({
      code: 1,
      data: { price: '0.10', change_24h: '0', high_24h: '0.10', low_24h: '0.10', volume_24h: '0.00', open: true },
    });
  });
});

describe('a buy and a sell', () => {
  it('quotes a buy and then executes exactly the quote: one journal entry, one trades row', async () => {
    const q = await quote(alice, 'buy', '100');
    expect(q.body).toMatchObject({
      code: 1,
      data: {
        side: 'buy',
        amount_in: '100.00',
        amount_out: '996.00698103',
        fee: '0.30',
        fee_rate: '0.003',
        price_impact: '0.000998',
        price_after: '0.10019949',
        price: '0.1004009',
      },
    });
    const entriesBefore = await t.database.db.selectFrom('ledger_entries').select('id').execute();
    const res = await trade(alice, 'buy', '100', q.body.data.amount_out);
    expect(res.body).toMatchObject({
      code: 1,
      data: { side: 'buy', amount_in: '100.00', amount_out: '996.00698103', fee: '0.30', price: '0.1004009', price_after: '0.10019949' },
    });
    expect(await balanceOf(t, alice.id)).toBe(9_900n * USDT);
    expect(await balanceOf(t, alice.id, 'MCC')).toBe(50_000n * MCC + 99_600_698_103n);
    const ledger = new Ledger(t.clock);
    expect(await ledger.balanceOf(t.database.db, system('fees', 'USDT'))).toBe(300_000n);
    expect(await ledger.balanceOf(t.database.db, system('market_pool', 'USDT'))).toBe(100_000n * USDT + 99_700_000n);
    expect(await ledger.balanceOf(t.database.db, system('market_pool', 'MCC'))).toBe(1_000_000n * MCC - 99_600_698_103n);
    const entries = await t.database.db.selectFrom('ledger_entries').select(['id', 'kind']).execute();
    expect(entries.length).toBe(entriesBefore.length + 1);
    const row = await t.database.db
      .selectFrom('market_trades')
      .selectAll()
      .where('id', '=', BigInt(res.body.data.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      side: 'buy',
      amount_in: 100n * USDT,
      fee: 300_000n,
      amount_out: 99_600_698_103n,
      price_before: 10_000_000n,
    });
    expect(entries.find((e) => e.id === row.entry_id)?.kind).toBe('market_buy');
    await expectBooksBalanced(t);
  });

  it('shows in the member’s details with its localised names', async () => {
    const usdt = await getFrom(t, fundApi.usdtDetail, { as: alice });
    const names = usdt.body.data.list
      .slice(0, 2)
      .map((l: { type_text: string; amount: string; memo: string }) => [l.type_text, l.amount, l.memo]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Buy MCC', '-99.70', 'At 0.1004009 USDT per MCC'],
        ['Trading fee', '-0.30', 'At 0.1004009 USDT per MCC'],
      ]),
    );
    expect(await firstRowOf(t, fundApi.mccDetail, { as: alice })).toMatchObject({ type_text: 'Buy MCC', amount: '996.00698103' });
  });

  it('sells MCC for USDT with the fee in MCC', async () => {
    const q = await quote(bob, 'sell', '1000');
    expect(q.body.code).toBe(1);
    const res = await trade(bob, 'sell', '1000', q.body.data.amount_out);
    expect(res.body).toMatchObject({
      code: 1,
      data: { side: 'sell', amount_in: '1000.0000', fee: '3.0000', amount_out: q.body.data.amount_out },
    });
    expect(await balanceOf(t, bob.id, 'MCC')).toBe(49_000n * MCC);
    expect(await new Ledger(t.clock).balanceOf(t.database.db, system('fees', 'MCC'))).toBe(3n * MCC);
    await expectBooksBalanced(t);
  });

  it('lists my trades and everyone’s, masked', async () => {
    const mine = await getFrom(t, marketApi.record, { as: alice });
    expect(mine.body.data).toMatchObject({ total: 1, page: 1, has_more: false });
    expect(mine.body.data.list[0]).toMatchObject({ side: 'buy', amount_in: '100.00', amount_out: '996.00698103', price: '0.1004009' });
    expect(mine.body.data.list[0].member).toBeUndefined();
    const all = await getFrom(t, marketApi.record, { as: alice, query: { scope: 'all' } });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list[0]).toMatchObject({ side: 'sell', member: `${bob.uid.slice(0, 2)}***${bob.uid.slice(-2)}` });
  });

  it('counts MCC in the wallet total at the market price, and says which', async () => {
    const wallet = await getFrom(t, fundApi.wallet, { as: bob });
    const mcc = wallet.body.data.assets.find((a: { asset: string }) => a.asset === 'MCC');
    const price = (await getFrom(t, marketApi.price, { as: bob })).body.data.price as string;
    // The wallet prices MCC in USDT base units (6 decimals): the market price cut to 6 decimals.
    expect(price.startsWith(mcc.price)).toBe(true);
    expect(mcc.value).not.toBeNull();
    expect(wallet.body.data.total_value).not.toBe(wallet.body.data.assets.find((a: { asset: string }) => a.asset === 'USDT').total);
  });
});

describe('what the pool refuses', () => {
  it('refuses a stale min_out with the new quote and moves nothing; the same key answers the same', async () => {
    const q = await quote(alice, 'buy', '500');
    // Bob buys first: the price rises and Alice's quote is stale.
    expect((await trade(bob, 'buy', '2000', '0')).body.code).toBe(1);
    const before = { usdt: await balanceOf(t, alice.id), mcc: await balanceOf(t, alice.id, 'MCC'), trades: await tradeCount() };
    const entries = (await t.database.db.selectFrom('ledger_entries').select('id').execute()).length;
    const attempt = newKey();
    const res = await trade(alice, 'buy', '500', q.body.data.amount_out, attempt);
    expect(res.body.code).toBe(0);
    expect(res.body.data.field).toBe('min_out');
    const fresh = res.body.data.quote;
    expect(res.body.msg).toBe(
      `The price moved: you would now get ${fresh.amount_out} MCC, below your minimum of ${q.body.data.amount_out} MCC. Nothing was traded`,
    );
    expect((await quote(alice, 'buy', '500')).body.data).toEqual(fresh);
    expect(await balanceOf(t, alice.id)).toBe(before.usdt);
    expect(await balanceOf(t, alice.id, 'MCC')).toBe(before.mcc);
    expect(await tradeCount()).toBe(before.trades);
    expect((await t.database.db.selectFrom('ledger_entries').select('id').execute()).length).toBe(entries);
    const again = await trade(alice, 'buy', '500', q.body.data.amount_out, attempt);
    expect(again.body).toMatchObject({ code: 0, msg: res.body.msg });
    // Accepting the new quote trades.
    expect((await trade(alice, 'buy', '500', fresh.amount_out)).body).toMatchObject({ code: 1, data: { amount_out: fresh.amount_out } });
    await expectBooksBalanced(t);
  });

  it('refuses while paused (quotes still answer), and trades again once resumed; both audit-logged', async () => {
    const pause = await consoleCall(adminMarketApi.setPaused, { paused: true, reason: 'Maintenance' });
    expect(pause.body).toMatchObject({ code: 1, data: { paused: true } });
    const trades = await tradeCount();
    for (const side of ['buy', 'sell'] as const) {
      expect((await trade(alice, side, '10', '0')).body).toMatchObject({ code: 0, msg: 'Trading is paused; please try again later' });
    }
    expect(await tradeCount()).toBe(trades);
    expect((await getFrom(t, marketApi.price, { as: alice })).body.data.paused).toBe(true);
    expect((await quote(alice, 'buy', '10')).body.code).toBe(1);
    expect((await consoleCall(adminMarketApi.setPaused, { paused: false, reason: 'Done' })).body.data.paused).toBe(false);
    expect((await trade(alice, 'buy', '10', '0')).body.code).toBe(1);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['market.pause', 'market.resume'])
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['market.pause', 'market.resume']);
  });

  it('answers code 0 to bad amounts, sides and bodies, and to a short balance', async () => {
    for (const url of [
      pathOf(marketApi.quote, { side: 'hold', amount: 10 }),
      pathOf(marketApi.quote, { side: 'buy' }),
      pathOf(marketApi.quote, { side: 'buy', amount: -1 }),
      pathOf(marketApi.quote, { side: 'buy', amount: 0 }),
      pathOf(marketApi.quote, { side: 'buy', amount: '1.001' }),
      pathOf(marketApi.quote, { side: 'sell', amount: '1.00001' }),
      pathOf(marketApi.quote, { side: 'buy', amount: '1e5' }),
      pathOf(marketApi.quote, { side: 'buy', amount: 'abc' }),
      pathOf(marketApi.quote, { side: 'buy', amount: '0x10' }),
      pathOf(marketApi.history, { interval: '2m' }),
      pathOf(marketApi.record, { scope: 'everyone' }),
      pathOf(marketApi.record, { page: 0 }),
    ]) {
      const res = await get(t, url, { as: alice });
      expect(res.status, url).toBe(200);
      expect(res.body.code, url).toBe(0);
    }
    const bodies: Record<string, unknown>[] = [
      { amount: '10', min_out: '0' },
      { amount: '-10', min_out: '0', paypwd: PAY_PASSWORD },
      { amount: '10.001', min_out: '0', paypwd: PAY_PASSWORD },
      { amount: '10', min_out: '-1', paypwd: PAY_PASSWORD },
      { amount: '10', min_out: '-0', paypwd: PAY_PASSWORD },
      { amount: '10', min_out: '-0.00', paypwd: PAY_PASSWORD },
      { amount: '10', min_out: 'lots', paypwd: PAY_PASSWORD },
      { amount: 10, min_out: '0', paypwd: PAY_PASSWORD },
      { amount: '10', min_out: '0', paypwd: PAY_PASSWORD, side: 'sell' },
    ];
    const trades = await tradeCount();
    for (const body of bodies) {
      const res = await postTo(t, marketApi.buy, body, { as: alice, key: newKey() });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
    }
    const signedZero = await postTo(t, marketApi.sell, { amount: '10', min_out: '-0', paypwd: PAY_PASSWORD }, { as: alice, key: newKey() });
    expect(signedZero.body).toMatchObject({ code: 0, data: { field: 'min_out' } });
    const wrong = await postTo(t, marketApi.sell, { amount: '10', min_out: '0', paypwd: '000000' }, { as: alice, key: newKey() });
    expect(wrong.body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    const short = await trade(alice, 'buy', '100000', '0');
    expect(short.body).toMatchObject({ code: 0, data: { field: 'amount', asset: 'USDT' } });
    expect(await tradeCount()).toBe(trades);
    await expectBooksBalanced(t);
  });

  it('refuses a member without a token and an operator without market.manage', async () => {
    expect((await getFrom(t, marketApi.price)).status).toBe(401);
    const support = await addOperator(t, 'support');
    const res = await postTo(t, adminMarketApi.setPaused, { paused: true, reason: 'x' }, { as: support });
    expect(res.body).toMatchObject({ code: 0, data: { permission: 'market.manage' } });
    expect((await getFrom(t, marketApi.price, { as: alice })).body.data.paused).toBe(false);
  });
});

describe('the console', () => {
  it('sets the fee, which the next trade takes', async () => {
    expect((await consoleCall(adminMarketApi.setFee, { fee_rate: '0.2', reason: 'x' })).body).toMatchObject({
      code: 0,
      data: { field: 'fee_rate' },
    });
    expect((await consoleCall(adminMarketApi.setFee, { fee_rate: '0.01', reason: 'Busy days' })).body.data.fee_rate).toBe('0.01');
    const res = await trade(bob, 'buy', '100', '0');
    expect(res.body.data.fee).toBe('1.00');
    expect((await consoleCall(adminMarketApi.setFee, { fee_rate: '0.003', reason: 'Back' })).body.data.fee_rate).toBe('0.003');
  });

  it('takes liquidity out to the fee account, never a whole reserve, and lists it', async () => {
    const pool = (await consoleCall(adminMarketApi.pool)).body.data;
    const all = await consoleCall(
      adminMarketApi.removeLiquidity,
      { mcc: pool.mcc_reserve, usdt: '0', account: 'external', reason: 'All' },
      newKey(),
    );
    expect(all.body).toMatchObject({ code: 0, data: { field: 'mcc' } });
    const out = await consoleCall(
      adminMarketApi.removeLiquidity,
      { mcc: '1000', usdt: '100', account: 'fees', reason: 'Rebalance' },
      newKey(),
    );
    expect(out.body.code).toBe(1);
    const ledger = new Ledger(t.clock);
    expect(await ledger.balanceOf(t.database.db, system('fees', 'MCC'))).toBeGreaterThanOrEqual(1000n * MCC);
    const list = await consoleCall(adminMarketApi.liquidity);
    expect(list.body.data.list[0]).toMatchObject({
      action: 'remove',
      account: 'fees',
      mcc: '1000.0000',
      usdt: '100.00',
      reason: 'Rebalance',
    });
    // Back in from the fee account: it may not go below zero.
    const tooMuch = await consoleCall(adminMarketApi.addLiquidity, { mcc: '0', usdt: '1000000', account: 'fees', reason: 'x' }, newKey());
    expect(tooMuch.body.code).toBe(0);
    await expectBooksBalanced(t);
  });

  it('lists trades with filters', async () => {
    const buys = await consoleCall(adminMarketApi.trades, { side: 'buy', uid: alice.uid });
    expect(buys.body.data.total).toBeGreaterThan(0);
    expect(buys.body.data.list.every((r: { side: string; uid: string }) => r.side === 'buy' && r.uid === alice.uid)).toBe(true);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const none = await consoleCall(adminMarketApi.trades, { from: now + 10 });
    expect(none.body.data.total).toBe(0);
    expect((await consoleCall(adminMarketApi.trades, { from: now, to: now - 1 })).body.code).toBe(0);
  });
});

describe('candles and the 24 h figures', () => {
  it('builds OHLC candles from the pool price, carrying the last close through empty minutes', async () => {
    t.clock.advance(10 * 60_000);
    const before = (await getFrom(t, marketApi.price, { as: alice })).body.data.price as string;
    expect((await trade(alice, 'buy', '50', '0')).body.code).toBe(1);
    t.clock.advance(60_000);
    expect((await trade(alice, 'sell', '100', '0')).body.code).toBe(1);
    t.clock.advance(3 * 60_000);
    const historyRes = await getFrom(t, marketApi.history, { as: alice, query: { interval: '1m' } });
    if (historyRes.body.code !== 1) throw new Error(JSON.stringify(historyRes.body));
    const history = historyRes.body.data;
    expect(history.interval).toBe('1m');
    const list = history.list as { time: number; open: string; high: string; low: string; close: string; volume: string }[];
    const last = list.at(-1)!;
    expect(last.time).toBe(Math.floor(t.clock.now().getTime() / 60_000) * 60);
    expect(list.slice(-3).every((c) => c.volume === '0.00' && c.open === c.close && c.high === c.close)).toBe(true);
    const buyCandle = list.at(-5)!;
    expect(buyCandle.open).toBe(before);
    expect(buyCandle.volume).toBe('50.00');
    const sellCandle = list.at(-4)!;
    expect(sellCandle.open).toBe(buyCandle.close);
    expect(compareDecimal(sellCandle.close, sellCandle.open)).toBe(-1);
    for (const c of list) {
      for (const side of [c.open, c.close]) {
        expect(compareDecimal(c.high, side)).toBeGreaterThanOrEqual(0);
        expect(compareDecimal(c.low, side)).toBeLessThanOrEqual(0);
      }
    }
    for (let i = 1; i < list.length; i += 1) expect(list[i]!.time - list[i - 1]!.time).toBe(60);
  });

  it('keeps at most 500 candles and forgets the 24 h figures after a day', async () => {
    t.clock.advance(600 * 60_000);
    expect((await getFrom(t, marketApi.history, { as: alice, query: { interval: '1m' } })).body.data.list).toHaveLength(500);
    const day = (await getFrom(t, marketApi.history, { as: alice, query: { interval: '1d' } })).body.data.list;
    expect(day.length).toBe(1);
    t.clock.advance(25 * 3600_000);
    const price = (await getFrom(t, marketApi.price, { as: alice })).body.data;
    expect(price).toMatchObject({ change_24h: '0', volume_24h: '0.00', high_24h: price.price, low_24h: price.price });
  });

  it('opens and closes a candle by the time its trades were stamped, not by their ids', async () => {
    const minute = Math.floor(t.clock.now().getTime() / 60_000 + 2) * 60_000;
    t.clock.set(new Date(minute + 40_000));
    expect((await trade(alice, 'buy', '20', '0')).body.code).toBe(1);
    const afterBuy = (await getFrom(t, marketApi.price, { as: alice })).body.data.price as string;
    // Stamped earlier in the same minute, inserted later (a clock stepped back).
    t.clock.set(new Date(minute + 10_000));
    expect((await trade(alice, 'sell', '40', '0')).body.code).toBe(1);
    const afterSell = (await getFrom(t, marketApi.price, { as: alice })).body.data.price as string;
    expect(afterSell).not.toBe(afterBuy);
    t.clock.set(new Date(minute + 50_000));
    const list = (await getFrom(t, marketApi.history, { as: alice, query: { interval: '1m' } })).body.data.list as {
      time: number;
      open: string;
      close: string;
    }[];
    const candle = list.find((c) => c.time === minute / 1000)!;
    // First by time is the sell, whose price before was the buy's price after; last by time is the buy.
    expect(candle).toMatchObject({ open: afterBuy, close: afterBuy });
  });
});
