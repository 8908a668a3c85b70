import { adminCoinmixApi } from '@mcc/contract/admin-coinmix';
import { adminFundApi } from '@mcc/contract/admin-fund';
import { coinmixApi } from '@mcc/contract/coinmix';
import { fundApi } from '@mcc/contract/fund';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit';
import { firstRowOf, getFrom, newKey, postTo } from '../../../test/http';
import { addMember, addMembers, codeFor, type Member, PAY_PASSWORD } from '../../../test/members';
import { balanceOf, credit, entryKindsOf, expectBooksBalanced, newTxHash, systemBalance, USDT } from '../../../test/money';
import { addOperators, type Operator } from '../../../test/operators';
import { rowCount } from '../../../test/row-count';
import { useTestApp } from '../../../test/test-app';
import { dayOf } from '../../platform/calendar';
import { emptyStats } from '../../platform/daily-job';
import { Ledger } from '../ledger/ledger';
import { SettingsService } from '../settings/settings-service';
import { CoinmixJobs } from './coinmix-jobs';
import { formatUnits } from './coinmix-service';
import { CoinmixSettlement } from './coinmix-settlement';
import { feeOf, quoteRedemption, quoteSubscription, worthOf } from './fund-math';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const UNIT = 100_000_000n;
const ADDRESS = '0x5d3a1Ff2b6BAb83b63cd9AD0787074081a52ef34';

let finance: Operator;
let support: Operator;
let alice: Member;
let bob: Member;

const index = (m: Member) => getFrom(t, coinmixApi.index, { as: m });
const subscribe = (m: Member, amount: string, key = newKey(), paypwd = PAY_PASSWORD) =>
  postTo(t, coinmixApi.subscribe, { amount, paypwd }, { as: m, key });
const redeem = (m: Member, units: string, key = newKey()) => postTo(t, coinmixApi.redeem, { units, paypwd: PAY_PASSWORD }, { as: m, key });
const cancel = (m: Member, id: number) => postTo(t, coinmixApi.cancel, { id }, { as: m, key: newKey() });
const postNav = (op: Operator, nav: string, note: unknown = 'Trend positions', key = newKey()) =>
  postTo(t, adminCoinmixApi.postNav, { nav, note }, { as: op, key });
const settlement = () => new CoinmixSettlement(t.database.db, t.clock, new Ledger(t.clock));

const orderCount = () => rowCount(t.database.db, 'coinmix_orders');

/** Waits for the settlement a NAV posting started in the background (one transaction per redemption). */
async function settled(): Promise<void> {
  await settlement().settlePending();
  for (let i = 0; i < 200; i++) {
    const pending = await t.database.db
      .selectFrom('coinmix_orders')
      .select('id')
      .where('status', '=', 'pending')
      .where(
        'after_nav_id',
        '<',
        t.database.db.selectFrom('coinmix_navs').select((eb) => eb.fn.max('id').as('m')),
      )
      .execute();
    if (pending.length === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('redemptions still pending');
}

/** What the journal says about the fund: units outstanding, pending units and custody. */
async function journalFigures() {
  const db = t.database.db;
  const ledger = new Ledger(t.clock);
  const memberUnits = await db
    .selectFrom('ledger_accounts')
    .select(['purpose', 'balance'])
    .where('asset', '=', 'CMU')
    .where('kind', '=', 'member')
    .execute();
  const held = memberUnits.reduce((a, r) => a + r.balance, 0n);
  const redeeming = memberUnits.filter((r) => r.purpose === 'redeeming').reduce((a, r) => a + r.balance, 0n);
  const mirror = await ledger.balanceOf(db, { kind: 'system', name: 'coinmix_units', asset: 'CMU' });
  const pendingOrders = await db.selectFrom('coinmix_orders').select('units').where('status', '=', 'pending').execute();
  return { held, redeeming, mirror, pendingUnits: pendingOrders.reduce((a, r) => a + r.units, 0n) };
}

beforeAll(async () => {
  [finance, support] = await addOperators(t, 'finance', 'support');
  [alice, bob] = await addMembers(t, 'Alice', 'Bob');
  await credit(t, alice.id, 1_000n * USDT);
  await credit(t, bob.id, 1_000n * USDT);
});

describe('before the first NAV', () => {
  it('shows no NAV and refuses subscriptions with nothing moved', async () => {
    const res = await index(alice);
    expect(res.body).toMatchObject({ code: 1, data: { nav: null, units: '0.00000000', value: '0.00', pending_redemptions: [] } });
    expect(res.body.data.performance).toMatchObject({ return_inception: null, max_drawdown: '0' });
    const refused = await subscribe(alice, '100');
    expect(refused.body).toMatchObject({ code: 0, msg: expect.stringContaining('has not posted a NAV yet') });
    expect(await balanceOf(t, alice, 'USDT')).toBe(1_000n * USDT);
    expect(await orderCount()).toBe(0);
  });
});

describe('NAV postings', () => {
  it('are for the finance role only, refuse a bad NAV and are audit-logged with the note in four languages', async () => {
    expect((await postNav(support, '1.25')).body.code).toBe(0);
    for (const bad of ['0', '-1', '1e3', 'abc', '1.123456789', '']) {
      expect((await postNav(finance, bad)).body).toMatchObject({ code: 0, data: { field: 'nav' } });
    }
    expect((await postNav(finance, '1.25', { en: 'only english' })).body.code).toBe(0);
    const note = { 'zh-Hans': '趋势', en: 'Trend', ja: 'トレンド', 'zh-Hant': '趨勢' };
    const res = await postNav(finance, '1.25', note);
    expect(res.body).toMatchObject({ code: 1, data: { nav: '1.2500', pending: 0 } });
    const audit = await auditRows(t, 'coinmix.nav');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ nav: '1.2500', note });
    const ja = await getFrom(t, coinmixApi.index, { as: alice, lang: 'ja' });
    expect(ja.body.data).toMatchObject({ nav: '1.2500', note: 'トレンド' });
    const list = await getFrom(t, adminCoinmixApi.navs, { as: finance });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ nav: '1.2500', change: null, admin_username: finance.username }] });
  });
});

describe('subscribing', () => {
  let subscriptionId: number;

  it('takes the USDT at once and waits, pending and cancellable, for the next NAV', async () => {
    const quote = await getFrom(t, coinmixApi.quote, { as: alice, query: { side: 'subscribe', amount: 100 } });
    expect(quote.body.data).toMatchObject({ fee: '0.50', net: '99.50', units: '79.60000000', nav: '1.2500', fee_rate: '0.005' });
    const key = newKey();
    const res = await subscribe(alice, '100', key);
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending', amount: '100.00', fee_rate: '0.005' } });
    subscriptionId = res.body.data.id;
    // The same key again: the first answer, nothing moves twice.
    const again = await subscribe(alice, '100', key);
    expect(again.body.data).toEqual(res.body.data);
    expect(await balanceOf(t, alice, 'USDT')).toBe(900n * USDT);
    expect(await balanceOf(t, alice, 'USDT', 'coinmix_subscribing')).toBe(100n * USDT);
    expect(await balanceOf(t, alice, 'CMU')).toBe(0n);
    expect(await systemBalance(t, 'coinmix_custody')).toBe(0n);
    const other = await subscribe(alice, '50');
    const pending = (await index(alice)).body.data;
    expect(pending).toMatchObject({ units: '0.00000000', pending_amount: '150.00', usdt_available: '850.00', pending_redemptions: [] });
    expect(pending.pending_subscriptions).toMatchObject([
      { id: other.body.data.id, kind: 'subscribe', status: 'pending', amount: '50.00', nav: null, units: '0.00000000' },
      { id: subscriptionId, status: 'pending', amount: '100.00', nav: null },
    ]);
    // The next posting is the day's posting time (16:00 by default) still to come.
    expect(pending.next_nav_time * 1000).toBeGreaterThan(t.clock.now().getTime());
    expect(pending.next_nav_time * 1000 - t.clock.now().getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect((await cancel(bob, other.body.data.id)).body).toMatchObject({ code: 0, msg: 'No such record' });
    expect((await cancel(alice, other.body.data.id)).body).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect((await cancel(alice, other.body.data.id)).body.code).toBe(0);
    expect(await balanceOf(t, alice, 'USDT')).toBe(900n * USDT);
    expect(await balanceOf(t, alice, 'USDT', 'coinmix_subscribing')).toBe(100n * USDT);
    await expectBooksBalanced(t);
  });

  it('buys units at the first NAV posted after it: fee rounded up to fees, the rest to custody, units rounded down', async () => {
    expect((await postNav(finance, '1.25')).body).toMatchObject({ code: 1, data: { pending: 1 } });
    await settled();
    expect((await cancel(alice, subscriptionId)).body.code).toBe(0);
    expect(await balanceOf(t, alice, 'USDT')).toBe(900n * USDT);
    expect(await balanceOf(t, alice, 'USDT', 'coinmix_subscribing')).toBe(0n);
    expect(await balanceOf(t, alice, 'CMU')).toBe(7_960_000_000n);
    const orders = await getFrom(t, coinmixApi.orders, { as: alice, query: { kind: 'subscribe' } });
    expect(orders.body.data.list[1]).toMatchObject({
      id: subscriptionId,
      status: 'done',
      nav: '1.2500',
      units: '79.60000000',
      amount: '100.00',
      fee: '0.50',
      net: '99.50',
    });
    expect(await systemBalance(t, 'coinmix_custody')).toBe(99_500_000n);
    expect(await systemBalance(t, 'fees')).toBe(500_000n);
    const page = await index(alice);
    expect(page.body.data).toMatchObject({
      units: '79.60000000',
      available_units: '79.60000000',
      value: '99.50',
      usdt_available: '900.00',
      pending_subscriptions: [],
      pending_amount: '0.00',
    });
    // The units show in the wallet at the NAV, and not as locked USDT.
    const balance = await getFrom(t, fundApi.balance, { as: alice });
    expect(balance.body.data.USDT).toMatchObject({ available: '900.00', locked: '0.00' });
    expect(balance.body.data.CMU).toMatchObject({ available: '79.60000000' });
    await expectBooksBalanced(t);
  });

  it('refuses bad amounts, a wrong pay password and too little, with nothing moved', async () => {
    const before = await orderCount();
    for (const amount of ['0', '-5', '1.001', 'abc', '1e2', '9.99']) {
      expect((await subscribe(bob, amount)).body).toMatchObject({ code: 0, data: { field: 'amount' } });
    }
    expect((await subscribe(bob, '100', newKey(), '000000')).body).toMatchObject({ code: 0, data: { field: 'paypwd' } });
    expect((await subscribe(bob, '5000')).body).toMatchObject({ code: 0 });
    expect((await postTo(t, coinmixApi.subscribe, { amount: '10' }, { as: bob })).body.code).toBe(0); // no key
    expect(await orderCount()).toBe(before);
    expect(await balanceOf(t, bob, 'USDT')).toBe(1_000n * USDT);
  });
});

describe('redeeming', () => {
  let firstId: number;

  it('sets units aside until the next NAV; more than held is refused', async () => {
    expect((await redeem(alice, '79.60000001')).body).toMatchObject({ code: 0, msg: 'Not enough units available to redeem' });
    expect((await redeem(alice, '0.001')).body).toMatchObject({ code: 0, data: { field: 'units' } });
    expect((await redeem(alice, '1.000000001')).body).toMatchObject({ code: 0, data: { field: 'units' } });
    expect(await balanceOf(t, alice, 'CMU')).toBe(7_960_000_000n);
    const res = await redeem(alice, '40');
    expect(res.body).toMatchObject({ code: 1, data: { status: 'pending', units: '40.00000000' } });
    firstId = res.body.data.id;
    const page = await index(alice);
    expect(page.body.data).toMatchObject({ units: '79.60000000', available_units: '39.60000000', pending_units: '40.00000000' });
    expect(page.body.data.pending_redemptions).toMatchObject([{ id: firstId, status: 'pending', nav: null }]);
  });

  it('can be cancelled by its owner only, until the next NAV', async () => {
    const other = await redeem(alice, '10');
    const id = other.body.data.id;
    expect((await cancel(bob, id)).body).toMatchObject({ code: 0, msg: 'No such record' });
    expect((await cancel(alice, id)).body).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect((await cancel(alice, id)).body.code).toBe(0);
    expect(await balanceOf(t, alice, 'CMU')).toBe(3_960_000_000n);
    expect(await balanceOf(t, alice, 'CMU', 'redeeming')).toBe(40n * UNIT);
  });

  it('settles at the next NAV into the coin-mix wallet, less the fee; then it cannot be cancelled', async () => {
    const res = await postNav(finance, '1.30');
    expect(res.body).toMatchObject({ code: 1, data: { pending: 1 } });
    await settled();
    // 40 units × 1.30 = 52.00; fee 0.5% = 0.26; 51.74 into the coin-mix wallet.
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(51_740_000n);
    expect(await balanceOf(t, alice, 'CMU', 'redeeming')).toBe(0n);
    expect(await systemBalance(t, 'coinmix_custody')).toBe(99_500_000n - 52_000_000n);
    expect((await cancel(alice, firstId)).body).toMatchObject({ code: 0 });
    const orders = await getFrom(t, coinmixApi.orders, { as: alice, query: { kind: 'redeem' } });
    expect(orders.body.data.list[1]).toMatchObject({
      id: firstId,
      status: 'settled',
      nav: '1.3000',
      amount: '52.00',
      fee: '0.26',
      net: '51.74',
    });
    expect((await entryKindsOf(t, 'coinmix_order', firstId)).sort()).toEqual(['coinmix_redeem', 'coinmix_redeem']);
    const wallet = await getFrom(t, coinmixApi.wallet, { as: alice });
    expect(wallet.body.data).toMatchObject({ available: '51.74', locked: '0.00' });
    expect(await firstRowOf(t, coinmixApi.detail, { as: alice })).toMatchObject({
      amount: '51.74',
      type: 'coinmix_redeem',
      type_text: 'Coin-mix redemption',
    });
    // Bob's units: none; his index is his own.
    expect((await index(bob)).body.data).toMatchObject({ units: '0.00000000', pending_redemptions: [] });
    await expectBooksBalanced(t);
  });
});

describe('the coin-mix wallet', () => {
  it('transfers out to the USDT wallet at once; more than it holds is refused', async () => {
    expect(
      (await postTo(t, coinmixApi.transfer, { amount: '51.75', paypwd: PAY_PASSWORD }, { as: alice, key: newKey() })).body,
    ).toMatchObject({
      code: 0,
      msg: 'Not enough USDT in the coin-mix wallet',
    });
    expect((await postTo(t, coinmixApi.transfer, { amount: '0.5', paypwd: PAY_PASSWORD }, { as: alice, key: newKey() })).body.code).toBe(0);
    const res = await postTo(t, coinmixApi.transfer, { amount: '20', paypwd: PAY_PASSWORD }, { as: alice, key: newKey() });
    expect(res.body).toMatchObject({ code: 1, data: { amount: '20.00', fee: '0.00' } });
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(31_740_000n);
    expect(await balanceOf(t, alice, 'USDT')).toBe(920n * USDT);
    expect(await firstRowOf(t, fundApi.usdtDetail, { as: alice })).toMatchObject({
      amount: '20.00',
      type: 'coinmix_transfer',
      type_text: 'From the coin-mix wallet',
    });
  });

  it('withdraws through the USDT review flow: rejected money returns to the coin-mix wallet, paid money leaves', async () => {
    const info = await getFrom(t, coinmixApi.withdrawInfo, { as: alice });
    expect(info.body.data).toMatchObject({ available: '31.74', fee: '1.00', min: '10.00' });
    const ask = async (amount: string) => {
      const code = await codeFor(t, alice.mobile!, 'withdraw', { as: alice });
      t.clock.advance(61_000);
      return postTo(t, coinmixApi.withdraw, { address: ADDRESS, amount, paypwd: PAY_PASSWORD, code }, { as: alice, key: newKey() });
    };
    expect((await ask('31.00')).body).toMatchObject({ code: 0, msg: 'Not enough USDT in the coin-mix wallet' });
    const first = await ask('10');
    expect(first.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(20_740_000n);
    expect((await getFrom(t, coinmixApi.wallet, { as: alice })).body.data).toMatchObject({ available: '20.74', locked: '11.00' });
    // The USDT wallet is untouched.
    expect((await getFrom(t, fundApi.balance, { as: alice })).body.data.USDT).toMatchObject({ available: '920.00', locked: '0.00' });
    // The review names the wallet the money leaves from and shows that wallet's balances.
    expect(await firstRowOf(t, adminFundApi.withdrawals, { as: finance, query: { status: 'pending' } })).toMatchObject({
      id: first.body.data.id,
      wallet: 'coinmix',
      balance: { available: '20.74', locked: '11.00', purposes: { coinmix_locked: '11.00', coinmix_withdrawing: '0.00' } },
    });
    const reject = await postTo(
      t,
      adminFundApi.withdrawReject,
      { id: first.body.data.id, reason: 'Check address' },
      { as: finance, key: newKey() },
    );
    expect(reject.body).toMatchObject({ code: 1, data: { status: 'rejected' } });
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(31_740_000n);
    const second = await ask('10');
    const id = second.body.data.id;
    expect((await postTo(t, adminFundApi.withdrawApprove, { id }, { as: finance, key: newKey() })).body.data.status).toBe('approved');
    expect(await balanceOf(t, alice, 'USDT', 'coinmix_withdrawing')).toBe(11n * USDT);
    expect(
      (await postTo(t, adminFundApi.withdrawPaid, { id, tx_hash: newTxHash() }, { as: finance, key: newKey() })).body.data.status,
    ).toBe('paid');
    expect(await balanceOf(t, alice, 'USDT', 'coinmix_withdrawing')).toBe(0n);
    expect(await balanceOf(t, alice, 'USDT', 'coinmix')).toBe(20_740_000n);
    expect(await balanceOf(t, alice, 'USDT')).toBe(920n * USDT);
    await expectBooksBalanced(t);
  });
});

describe('the console', () => {
  it('reconciles units × NAV against custody and lists orders', async () => {
    const summary = await getFrom(t, adminCoinmixApi.summary, { as: finance });
    // Alice holds 39.6 units at 1.30 = 51.48; custody holds 99.50 − 52.00 = 47.50; gap −3.98.
    expect(summary.body.data).toMatchObject({
      nav: '1.3000',
      units_outstanding: '39.60000000',
      pending_units: '0.00000000',
      members_value: '51.48',
      custody: '47.50',
      gap: '-3.98',
      holders: 1,
      subscribed_total: '100.00',
      redeemed_total: '51.74',
      fees_total: '0.76',
    });
    const orders = await getFrom(t, adminCoinmixApi.orders, { as: finance, query: { kind: 'redeem', status: 'settled' } });
    expect(orders.body.data).toMatchObject({ total: 1, list: [{ uid: alice.uid, status: 'settled', net: '51.74' }] });
    expect((await getFrom(t, adminCoinmixApi.summary, { as: support })).body.code).toBe(0);
  });

  it('moves USDT between custody and the trading venues, never below zero', async () => {
    const out = await postTo(t, adminCoinmixApi.custody, { direction: 'out', amount: '48', reason: 'x' }, { as: finance, key: newKey() });
    expect(out.body).toMatchObject({ code: 0, msg: 'Custody does not hold that much USDT' });
    const res = await postTo(
      t,
      adminCoinmixApi.custody,
      { direction: 'in', amount: '1000', reason: 'Profits back' },
      { as: finance, key: newKey() },
    );
    expect(res.body).toMatchObject({ code: 1, data: { custody: '1047.50' } });
    await expectBooksBalanced(t);
  });
});

describe('concurrent subscriptions and redemptions around a NAV posting', () => {
  it('settle exactly once each, and units × NAV + pending match the journal', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await addMember(t);
      await credit(t, m.id, 500n * USDT);
      members.push(m);
    }
    for (const m of members) expect((await subscribe(m, '200')).body.code).toBe(1);
    await postNav(finance, '1.30');
    await settled();
    // Redemptions, new subscriptions, a NAV posting and extra settlement runs, all at once.
    const calls: Promise<unknown>[] = [];
    for (const m of members) {
      calls.push(redeem(m, '50'), redeem(m, '30'), subscribe(m, '50'));
    }
    calls.push(postNav(finance, '1.3130'));
    calls.push(settlement().settlePending(), settlement().settlePending());
    await Promise.all(calls);
    await postNav(finance, '1.3200');
    await Promise.all([settled(), settlement().settlePending(), settlement().settlePending()]);

    const racing = await t.database.db
      .selectFrom('coinmix_orders')
      .selectAll()
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(racing).toHaveLength(24);
    const redemptions = racing.filter((r) => r.kind === 'redeem');
    expect(redemptions).toHaveLength(12);
    for (const r of racing) {
      expect(r.status).toBe(r.kind === 'redeem' ? 'settled' : 'done');
      // The request's entry and exactly one settlement entry.
      expect(await entryKindsOf(t, 'coinmix_order', r.id)).toHaveLength(2);
      // Settled at the first NAV posted after it was made.
      const nav = await t.database.db
        .selectFrom('coinmix_navs')
        .select('id')
        .where('id', '>', r.after_nav_id)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(r.nav_id).toBe(nav.id);
    }
    for (const m of members) {
      const paid = redemptions.filter((r) => r.user_id === m.id).reduce((a, r) => a + r.net!, 0n);
      expect(await balanceOf(t, m, 'USDT', 'coinmix')).toBe(paid);
    }
    const j = await journalFigures();
    expect(j.held).toBe(-j.mirror);
    expect(j.redeeming).toBe(j.pendingUnits);
    const summary = (await getFrom(t, adminCoinmixApi.summary, { as: finance })).body.data;
    const orders = await t.database.db.selectFrom('coinmix_orders').selectAll().execute();
    // (A pending or cancelled subscription has bought no units.)
    const outstanding = orders.reduce((a, o) => (o.kind === 'subscribe' ? a + o.units : o.status === 'cancelled' ? a : a - o.units), 0n);
    // Units the orders say are outstanding (pending redemptions included) = units the journal shows issued.
    expect(outstanding).toBe(j.held);
    expect(summary.units_outstanding).toBe(formatUnits(j.held));
    expect(summary.pending_units).toBe(formatUnits(j.redeeming));
    // Custody = subscribed net − settled redemptions (net + fee) + custody moved in − out.
    const custody = orders.reduce((a, o) => {
      if (o.kind === 'subscribe') return o.status === 'done' ? a + o.net! : a;
      if (o.status === 'settled') return a - o.net! - o.fee!;
      return a;
    }, 1_000n * USDT);
    expect(await systemBalance(t, 'coinmix_custody')).toBe(custody);
    await expectBooksBalanced(t);
  });
});

describe('performance', () => {
  it('is computed from the postings', async () => {
    const res = await index(alice);
    // First posting 1.25, latest 1.32: +5.6%; it never fell.
    expect(res.body.data.performance).toMatchObject({ return_inception: '0.056', max_drawdown: '0', return_7d: null });
    const history = await getFrom(t, coinmixApi.history, { as: alice });
    expect(history.body.data.points.map((p: { nav: string }) => p.nav)).toEqual([
      '1.2500',
      '1.2500',
      '1.3000',
      '1.3000',
      '1.3130',
      '1.3200',
    ]);
  });
});

describe('the management fee', () => {
  it('accrues once per day from custody, from the first NAV day on, whoever runs it', async () => {
    const jobs = new CoinmixJobs({
      db: t.database.db,
      clock: t.clock,
      timeZone: t.config.timeZone,
      ledger: new Ledger(t.clock),
      settings: new SettingsService(t.database.db, t.clock),
      settlement: settlement(),
    });
    const today = dayOf(t.clock.now(), t.config.timeZone);
    const custodyBefore = await systemBalance(t, 'coinmix_custody');
    const feesBefore = await systemBalance(t, 'fees');
    const runs = await Promise.all([jobs.start(emptyStats()), jobs.start(emptyStats())]);
    expect(await runs[0]!.firstDueDay(today)).toBe(today);
    await Promise.all(runs.map((run) => run.runDay(today)));
    const accruals = await t.database.db.selectFrom('coinmix_fee_accruals').selectAll().execute();
    expect(accruals).toHaveLength(1);
    const units = -(await systemBalance(t, 'coinmix_units', 'CMU'));
    const aum = (units * 132_000_000n) / 10n ** 10n; // units × NAV 1.32, rounded down
    expect(accruals[0]).toMatchObject({ day: today, aum, fee: (aum * 2_000_000n) / (100_000_000n * 365n) });
    expect(accruals[0]!.fee > 0n).toBe(true);
    expect(await systemBalance(t, 'coinmix_custody')).toBe(custodyBefore - accruals[0]!.fee);
    expect(await systemBalance(t, 'fees')).toBe(feesBefore + accruals[0]!.fee);
    expect(await runs[1]!.firstDueDay(today)).toBeNull();
    const summary = await getFrom(t, adminCoinmixApi.summary, { as: finance });
    expect(summary.body.data.management_fees_total).not.toBe('0.00');
    await expectBooksBalanced(t);
  });
});

describe('forward pricing', () => {
  it('prices a subscribe-then-redeem round trip at the NAVs posted after each: no gain beyond the NAV change, less fees', async () => {
    const carol = await addMember(t);
    await credit(t, carol.id, 10_000n * USDT);
    await postNav(finance, '1.00');
    await settled();
    // Carol sees the market up 3% since the last posting and subscribes at once.
    const sub = await subscribe(carol, '10000');
    expect(sub.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    await postNav(finance, '1.03');
    await settled();
    const units = await balanceOf(t, carol, 'CMU');
    const bought = quoteSubscription(10_000n * USDT, 103_000_000n, 500_000n);
    expect(units).toBe(bought.units);
    const red = await redeem(carol, formatUnits(units));
    expect(red.body).toMatchObject({ code: 1, data: { status: 'pending' } });
    await postNav(finance, '1.03');
    await settled();
    const back = await balanceOf(t, carol, 'USDT', 'coinmix');
    expect(back).toBe(quoteRedemption(units, 103_000_000n, 500_000n).net);
    // The NAV did not move between the two prices: she gets her money less both fees, nothing more.
    expect(back).toBeLessThanOrEqual(10_000n * USDT - bought.fee - feeOf(worthOf(units, 103_000_000n), 500_000n));
    expect(back).toBeLessThan(10_000n * USDT);
    await expectBooksBalanced(t);
  });

  it('refuses a cancel once a NAV after the order exists, even before the settlement ran', async () => {
    const dave = await addMember(t);
    await credit(t, dave.id, 1_000n * USDT);
    const sub = (await subscribe(dave, '100')).body.data.id;
    const red = (await redeem(alice, '1')).body.data.id;
    // A posting committed whose settlements have not run yet (a crash in between, or the run is busy).
    await t.database.db
      .insertInto('coinmix_navs')
      .values({
        nav: 90_000_000n,
        note_json: '{}',
        admin_id: null,
        admin_username: finance.username,
        created_at: BigInt(t.clock.now().getTime()),
      })
      .execute();
    for (const id of [sub, red]) {
      const refused = await cancel(id === sub ? dave : alice, id);
      expect(refused.body).toMatchObject({
        code: 0,
        msg: 'A new NAV has been posted: this order is priced at it and can no longer be cancelled',
      });
    }
    await settled();
    const rows = await t.database.db
      .selectFrom('coinmix_orders')
      .selectAll()
      .where('id', 'in', [BigInt(sub), BigInt(red)])
      .execute();
    expect(rows.map((r) => [r.status, r.nav])).toEqual([
      ['done', 90_000_000n],
      ['settled', 90_000_000n],
    ]);
    await expectBooksBalanced(t);
  });

  it('lets a cancel racing a posting either win before the NAV or be refused: never both, each order once', async () => {
    const racers: Member[] = [];
    for (let i = 0; i < 4; i++) {
      const m = await addMember(t);
      await credit(t, m.id, 1_000n * USDT);
      await subscribe(m, '300');
      racers.push(m);
    }
    await postNav(finance, '1.05');
    await settled();
    for (let round = 0; round < 3; round++) {
      const ids: { m: Member; id: number }[] = [];
      for (const m of racers) {
        ids.push({ m, id: (await subscribe(m, '20')).body.data.id }, { m, id: (await redeem(m, '5')).body.data.id });
      }
      const answers = await Promise.all([...ids.map(({ m, id }) => cancel(m, id)), postNav(finance, round % 2 ? '1.06' : '1.04')]);
      const nav = answers.at(-1)!.body.data.id;
      await settled();
      for (const [i, { id }] of ids.entries()) {
        const row = await t.database.db.selectFrom('coinmix_orders').selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
        const entries = await entryKindsOf(t, 'coinmix_order', id);
        if (answers[i]!.body.code === 1) {
          expect(row.status).toBe('cancelled');
          expect(entries.sort()).toEqual(
            row.kind === 'subscribe' ? ['coinmix_subscribe', 'coinmix_subscribe_cancel'] : ['coinmix_redeem', 'coinmix_redeem_cancel'],
          );
        } else {
          expect(row.status).toBe(row.kind === 'subscribe' ? 'done' : 'settled');
          expect(row.nav_id).toBe(BigInt(nav));
          expect(entries).toHaveLength(2);
        }
      }
    }
    for (const m of racers) {
      expect(await balanceOf(t, m, 'USDT', 'coinmix_subscribing')).toBe(0n);
      expect(await balanceOf(t, m, 'CMU', 'redeeming')).toBe(0n);
    }
    await expectBooksBalanced(t);
  });
});
