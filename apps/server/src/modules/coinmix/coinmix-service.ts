import { formatAmount, parseAmount } from '@mcc/contract/amount';
import type { CoinmixIndex, CoinmixOrder, CoinmixQuote, CoinmixWallet, coinmixApi } from '@mcc/contract/coinmix';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { fundApi, WithdrawInfo } from '@mcc/contract/fund';
import type { Kysely, Transaction } from 'kysely';
import { addDays, dayOf, startOfDay } from '../../platform/calendar';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { KeysetPage } from '../../platform/db/executor';
import { keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { Refusal, refuse } from '../../platform/http/refusal';
import { type Language, render, type Text } from '../../platform/i18n/language';
import { parseText, pickText } from '../../platform/i18n/localized-text';
import { type EndpointAction, type MemberActor, moneyAction } from '../../platform/money-action';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import { hold, release } from '../ledger/holds';
import { InsufficientBalance, type Ledger, type Posting } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { Settings } from '../settings/definitions';
import type { SettingsService } from '../settings/settings-service';
import type { BalanceService } from '../wallet/balance-service';
import type { WithdrawPlan, WithdrawService } from '../wallet/withdraw-service';
import { withdrawWallets } from '../wallet/withdraw-wallets';
import { coinmixMessages as m, orderStatusText } from './coinmix-messages';
import { NavRepository, type NavRow, OrderRepository, type OrderRow } from './coinmix-repository';
import {
  formatRate,
  maxDrawdown,
  NAV_SCALE,
  type NavPoint,
  quoteRedemption,
  quoteSubscription,
  rateOf,
  returnOver,
  returnSinceInception,
  UNIT_SCALE,
  worthOf,
} from './fund-math';

/** The ledger asset of the fund's units, and its purposes. */
export const UNITS = 'CMU';
export const unitPurposes = { available: 'available', redeeming: 'redeeming' } as const;
/** The member's USDT in subscriptions waiting for the next NAV. */
export const SUBSCRIBING = 'coinmix_subscribing';
const wallet = withdrawWallets.coinmix;

/** Units on the wire: always 8 decimals. */
export const formatUnits = (units: bigint): string => formatAmount(units, UNIT_SCALE, UNIT_SCALE);
/** NAV on the wire: USDT per unit, at least 4 decimals. */
export const formatNav = (nav: bigint): string => formatAmount(nav, NAV_SCALE, 4);

/** What members and the console both read of an order: its kind and state, units, NAV and USDT (amount, fee, net), and its times. */
export function orderFigures(row: OrderRow, usdt: Asset) {
  const money = (v: bigint | null) => (v === null ? null : formatFor(usdt, v));
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    units: formatUnits(row.units),
    nav: row.nav === null ? null : formatNav(row.nav),
    amount: money(row.amount),
    fee: money(row.fee),
    net: money(row.net),
    created_at: unixSeconds(row.created_at),
    settled_at: row.settled_at === null || row.status === 'cancelled' ? null : unixSeconds(row.settled_at),
  };
}

/** The fund's rules from the settings: rates in parts per 10^8, minimums in base units. */
export interface FundRules {
  subscribeFee: bigint;
  redeemFee: bigint;
  managementFee: bigint;
  minSubscribe: bigint;
  minRedeem: bigint;
  transferFee: bigint;
  transferMin: bigint;
  /** Minutes after local midnight when the day's NAV is posted. */
  navMinute: number;
}

function decimalSetting(value: string, scale: number): bigint {
  const parsed = parseAmount(value, { scale, decimals: scale, allowZero: true });
  return parsed.ok ? parsed.value : 0n;
}

export function fundRules(s: Settings): FundRules {
  return {
    subscribeFee: rateOf(s.coinmix_subscribe_fee),
    redeemFee: rateOf(s.coinmix_redeem_fee),
    managementFee: rateOf(s.coinmix_management_fee),
    minSubscribe: decimalSetting(s.coinmix_min_subscribe, 6),
    minRedeem: decimalSetting(s.coinmix_min_redeem, UNIT_SCALE),
    transferFee: decimalSetting(s.coinmix_transfer_fee, 6),
    transferMin: decimalSetting(s.coinmix_transfer_min, 6),
    navMinute: Number(s.coinmix_nav_time.slice(0, 2)) * 60 + Number(s.coinmix_nav_time.slice(3, 5)),
  };
}

/** The next daily NAV posting time after `now` (Unix ms), at `navMinute` past local midnight in `timeZone`. */
export function nextNavTime(now: number, navMinute: number, timeZone: string): number {
  const today = dayOf(new Date(now), timeZone);
  for (const day of [today, addDays(today, 1), addDays(today, 2)]) {
    const at = startOfDay(day, timeZone).getTime() + navMinute * 60_000;
    if (at > now) return at;
  }
  return now;
}

export interface CoinmixDeps {
  db: Kysely<DB>;
  clock: Clock;
  timeZone: string;
  assets: AssetRegistry;
  ledger: Ledger;
  settings: SettingsService;
  balances: BalanceService;
  withdrawals: WithdrawService;
}

interface SubscribePlan {
  userId: bigint;
  usdt: Asset;
  amount: bigint;
  feeRate: bigint;
}
interface CancelPlan {
  userId: bigint;
  id: bigint;
}
interface RedeemPlan {
  userId: bigint;
  units: bigint;
  feeRate: bigint;
}
interface TransferPlan {
  userId: bigint;
  usdt: Asset;
  amount: bigint;
  fee: bigint;
}

/**
 * The members' side of the coin-mix fund, forward priced both ways: a subscription moves the USDT
 * aside (`coinmix_subscribing`) and a redemption the units (`redeeming`) until the first NAV posted
 * after them settles them at that NAV (see CoinmixSettlement); until then the member may cancel. The
 * coin-mix wallet transfers out to the USDT wallet or withdraws through the wallet's own withdrawal flow.
 */
export class CoinmixService {
  readonly #navs = new NavRepository();
  readonly #orders = new OrderRepository();

  constructor(private readonly d: CoinmixDeps) {}

  async rules(): Promise<FundRules> {
    return fundRules(await this.d.settings.all());
  }

  async #usdt(db?: Kysely<DB> | Transaction<DB>): Promise<Asset> {
    return this.d.assets.require('USDT', 'asset', db);
  }

  /** The page's figures: NAV, my units and their value, pending redemptions, fees, performance. */
  async index(userId: bigint, language: Language): Promise<CoinmixIndex> {
    const { db, ledger } = this.d;
    const usdt = await this.#usdt();
    const rules = await this.rules();
    const latest = await this.#navs.latest(db);
    const accounts = await ledger.memberAccounts(db, userId);
    const balance = (asset: string, purpose: string) => accounts.find((a) => a.asset === asset && a.purpose === purpose)?.balance ?? 0n;
    const available = balance(UNITS, unitPurposes.available);
    const redeeming = balance(UNITS, unitPurposes.redeeming);
    const units = available + redeeming;
    const pending = await this.#orders.pendingOfMember(db, userId);
    const subscribing = pending.filter((row) => row.kind === 'subscribe');
    return {
      nav: latest ? formatNav(latest.nav) : null,
      nav_time: latest ? unixSeconds(latest.created_at) : null,
      note: latest ? pickText(parseText(latest.note_json), language) : '',
      units: formatUnits(units),
      available_units: formatUnits(available),
      value: formatFor(usdt, latest ? worthOf(units, latest.nav) : 0n),
      pending_redemptions: pending.filter((row) => row.kind === 'redeem').map((row) => this.view(row, usdt, language)),
      pending_units: formatUnits(redeeming),
      pending_subscriptions: subscribing.map((row) => this.view(row, usdt, language)),
      pending_amount: formatFor(usdt, balance('USDT', SUBSCRIBING)),
      next_nav_time: unixSeconds(BigInt(nextNavTime(Number(nowMs(this.d.clock)), rules.navMinute, this.d.timeZone))),
      usdt_available: formatFor(usdt, balance('USDT', 'available')),
      wallet_available: formatFor(usdt, balance('USDT', wallet.available)),
      performance: await this.performance(),
      subscribe_fee_rate: formatRate(rules.subscribeFee),
      redeem_fee_rate: formatRate(rules.redeemFee),
      management_fee_rate: formatRate(rules.managementFee),
      min_subscribe: formatFor(usdt, rules.minSubscribe),
      min_redeem_units: formatUnits(rules.minRedeem),
    };
  }

  /** Returns and drawdown computed from the postings, never typed in. */
  async performance(): Promise<CoinmixIndex['performance']> {
    const series = await this.#navs.series(this.d.db);
    const points: NavPoint[] = series.map((r) => ({ at: r.created_at, nav: r.nav }));
    const rate = (r: bigint | null) => (r === null ? null : formatRate(r));
    return {
      return_7d: rate(returnOver(points, 7)),
      return_30d: rate(returnOver(points, 30)),
      return_90d: rate(returnOver(points, 90)),
      return_inception: rate(returnSinceInception(points)),
      max_drawdown: formatRate(maxDrawdown(points)),
      inception_time: series[0] ? unixSeconds(series[0].created_at) : null,
    };
  }

  async history(): Promise<DataOf<typeof coinmixApi.history>> {
    const series = await this.#navs.series(this.d.db);
    return { points: series.map((r) => ({ time: unixSeconds(r.created_at), nav: formatNav(r.nav) })) };
  }

  /** What a subscription of `amount` USDT or a redemption of `amount` units gives at the latest NAV. */
  async quote(side: 'subscribe' | 'redeem', amount: string): Promise<CoinmixQuote> {
    const usdt = await this.#usdt();
    const rules = await this.rules();
    const latest = await this.#latestOrRefuse();
    const answer = (feeRate: bigint, usdtOf: { amount: bigint; fee: bigint; net: bigint }, units: bigint): CoinmixQuote => ({
      side,
      nav: formatNav(latest.nav),
      fee_rate: formatRate(feeRate),
      amount: formatFor(usdt, usdtOf.amount),
      fee: formatFor(usdt, usdtOf.fee),
      net: formatFor(usdt, usdtOf.net),
      units: formatUnits(units),
    });
    if (side === 'subscribe') {
      const paid = amountOrRefuse(amount, usdt);
      const q = quoteSubscription(paid, latest.nav, rules.subscribeFee);
      return answer(rules.subscribeFee, { amount: q.amount, fee: q.fee, net: q.invested }, q.units);
    }
    const units = this.#unitsOrRefuse(amount);
    const q = quoteRedemption(units, latest.nav, rules.redeemFee);
    return answer(rules.redeemFee, { amount: q.gross, fee: q.fee, net: q.net }, units);
  }

  async #latestOrRefuse(db: Kysely<DB> | Transaction<DB> = this.d.db): Promise<NavRow> {
    const latest = await this.#navs.latest(db);
    if (!latest) return refuse(m.noNav);
    return latest;
  }

  /** The USDT amount the member asked for, refused (with `below`) under the rules' minimum `least`. */
  async #usdtAtLeast(input: string, least: 'minSubscribe' | 'transferMin', below: Text) {
    const usdt = await this.#usdt();
    const rules = await this.rules();
    const amount = amountOrRefuse(input, usdt);
    if (amount < rules[least]) refuse(below, { min: formatFor(usdt, rules[least]) }, 'amount');
    return { usdt, rules, amount };
  }

  #unitsOrRefuse(input: string): bigint {
    const parsed = parseAmount(input, { scale: UNIT_SCALE, decimals: UNIT_SCALE });
    if (!parsed.ok) return refuse(m.unitsInvalid, {}, 'units');
    return parsed.value;
  }

  /**
   * Moves the USDT aside until the next NAV posting, which buys the units (fee rounded up to fees, the
   * rest to custody, units rounded down: CoinmixSettlement). The fee rate is fixed now.
   */
  readonly subscribe: EndpointAction<MemberActor, typeof coinmixApi.subscribe, SubscribePlan> = moneyAction({
    plan: async ({ userId }, input) => {
      const { usdt, rules, amount } = await this.#usdtAtLeast(input.amount, 'minSubscribe', m.belowMinSubscribe);
      const latest = await this.#latestOrRefuse();
      // Too little for one base unit of units even at the latest NAV: refused now rather than at settlement.
      if (quoteSubscription(amount, latest.nav, rules.subscribeFee).units <= 0n) refuse(m.tooSmallForUnits, {}, 'amount');
      return { userId, usdt, amount, feeRate: rules.subscribeFee };
    },
    execute: async (trx, plan) => {
      const id = await this.#insertPending(trx, plan.userId, 'subscribe', { units: 0n, amount: plan.amount, feeRate: plan.feeRate });
      await this.d.ledger.post(trx, {
        kind: 'coinmix_subscribe',
        moves: [hold(plan.userId, 'USDT', plan.amount, { into: SUBSCRIBING })],
        params: { order_id: String(id) },
        ref: { type: 'coinmix_order', id },
      });
      return { id: Number(id), status: 'pending', amount: formatFor(plan.usdt, plan.amount), fee_rate: formatRate(plan.feeRate) };
    },
  });

  /** Sets units aside until the next NAV posting; the redemption fee rate is fixed now. */
  readonly redeem: EndpointAction<MemberActor, typeof coinmixApi.redeem, RedeemPlan> = moneyAction({
    plan: async ({ userId }, input) => {
      const rules = await this.rules();
      const units = this.#unitsOrRefuse(input.units);
      if (units < rules.minRedeem) refuse(m.belowMinRedeem, { min: formatUnits(rules.minRedeem) }, 'units');
      await this.#latestOrRefuse();
      return { userId, units, feeRate: rules.redeemFee };
    },
    execute: async (trx, plan) => {
      const id = await this.#insertPending(trx, plan.userId, 'redeem', { units: plan.units, amount: null, feeRate: plan.feeRate });
      try {
        await this.d.ledger.post(trx, {
          kind: 'coinmix_redeem',
          moves: [hold(plan.userId, UNITS, plan.units, { into: unitPurposes.redeeming })],
          params: { order_id: String(id) },
          ref: { type: 'coinmix_order', id },
        });
      } catch (e) {
        if (e instanceof InsufficientBalance) refuse(m.notEnoughUnits, {}, 'units');
        throw e;
      }
      return { id: Number(id), status: 'pending', units: formatUnits(plan.units) };
    },
  });

  /**
   * A pending subscription or redemption, priced at the first NAV posted after the latest one this
   * transaction sees (refused while there is none).
   */
  async #insertPending(
    trx: Transaction<DB>,
    userId: bigint,
    kind: 'subscribe' | 'redeem',
    order: { units: bigint; amount: bigint | null; feeRate: bigint },
  ): Promise<bigint> {
    const latest = await this.#latestOrRefuse(trx);
    return this.#orders.insert(trx, {
      user_id: userId,
      kind,
      status: 'pending',
      units: order.units,
      amount: order.amount,
      fee: null,
      net: null,
      fee_rate: order.feeRate,
      nav: null,
      nav_id: null,
      after_nav_id: latest.id,
      entry_id: null,
      created_at: nowMs(this.d.clock),
      settled_at: null,
    });
  }

  /**
   * Takes back a subscription or redemption while no NAV has been posted after it. The conditional
   * update claims the row first (a settlement waits for it or has moved it already); then a NAV
   * posted after the order, committed or not yet settled, refuses the cancel and undoes the claim.
   */
  readonly cancel: EndpointAction<MemberActor, typeof coinmixApi.cancel, CancelPlan> = moneyAction({
    plan: async ({ userId }, input) => ({ userId, id: BigInt(input.id) }),
    execute: async (trx, { userId, id }) => {
      const row = await this.#orders.find(trx, id, userId);
      if (!row) return refuse(m.orderNotFound, {}, 'id');
      if (!(await this.#orders.move(trx, id, 'pending', { status: 'cancelled', settled_at: nowMs(this.d.clock) })))
        refuse(m.notCancellable, {}, 'id');
      if (await this.#navs.firstAfter(trx, row.after_nav_id)) refuse(m.pricedAlready, {}, 'id');
      const subscription = row.kind === 'subscribe';
      await this.d.ledger.post(trx, {
        kind: subscription ? 'coinmix_subscribe_cancel' : 'coinmix_redeem_cancel',
        moves: subscription
          ? [release(userId, 'USDT', row.amount ?? 0n, { from: SUBSCRIBING })]
          : [release(userId, UNITS, row.units, { from: unitPurposes.redeeming })],
        params: { order_id: String(id) },
        ref: { type: 'coinmix_order', id },
      });
      return { id: Number(id), status: 'cancelled', units: formatUnits(row.units) };
    },
  });

  async orders(
    userId: bigint,
    query: { page: number; kind?: 'subscribe' | 'redeem'; before?: number },
    language: Language,
  ): Promise<KeysetPage<CoinmixOrder>> {
    const usdt = await this.#usdt();
    const rows = await this.#orders.pageOfMember(this.d.db, userId, keysetWindow(query), query.kind);
    return mapPage(rows, (row) => this.view(row, usdt, language));
  }

  view(row: OrderRow, usdt: Asset, language: Language): CoinmixOrder {
    return { ...orderFigures(row, usdt), status_text: render(orderStatusText[row.status]!, language) };
  }

  /** The coin-mix wallet: available, and locked = withdrawals under review or approved. */
  async wallet(userId: bigint): Promise<CoinmixWallet> {
    const usdt = await this.#usdt();
    const rules = await this.rules();
    const accounts = await this.d.ledger.memberAccounts(this.d.db, userId);
    const balance = (purpose: string) => accounts.find((a) => a.asset === 'USDT' && a.purpose === purpose)?.balance ?? 0n;
    const available = balance(wallet.available);
    const locked = balance(wallet.locked) + balance(wallet.withdrawing);
    let withdrawFee: string | null = null;
    let withdrawMin: string | null = null;
    if (usdt.withdrawable) {
      const info = await this.d.withdrawals.info(userId, 'USDT', 'coinmix');
      withdrawFee = info.fee;
      withdrawMin = info.min;
    }
    return {
      available: formatFor(usdt, available),
      locked: formatFor(usdt, locked),
      total: formatFor(usdt, available + locked),
      transfer_fee: formatFor(usdt, rules.transferFee),
      transfer_min: formatFor(usdt, rules.transferMin),
      withdraw_fee: withdrawFee,
      withdraw_min: withdrawMin,
    };
  }

  async detail(userId: bigint, page: number, language: Language) {
    return this.d.balances.details(userId, await this.#usdt(), { page }, language, this.d.db, wallet.available);
  }

  /** Coin-mix wallet → USDT wallet, instant; the fee (a setting, 0 by default) is taken on top. */
  readonly transfer: EndpointAction<MemberActor, typeof coinmixApi.transfer, TransferPlan> = moneyAction({
    plan: async ({ userId }, input) => {
      const { usdt, rules, amount } = await this.#usdtAtLeast(input.amount, 'transferMin', m.belowTransferMin);
      return { userId, usdt, amount, fee: rules.transferFee };
    },
    execute: async (trx, plan) => {
      try {
        const posted = await this.d.ledger.post(trx, this.#transferPosting(plan));
        return this.#transferAnswer(plan, posted.entryId);
      } catch (e) {
        if (e instanceof InsufficientBalance) refuse(m.walletShort, {}, 'amount');
        throw e;
      }
    },
    // One posting and nothing else: on PostgreSQL it can go through the batch posting function.
    single: (plan) => ({
      call: { ...this.d.ledger.call(this.#transferPosting(plan)), short: () => new Refusal(m.walletShort, {}, { field: 'amount' }) },
      answer: (entryId) => this.#transferAnswer(plan, entryId),
      entryAt: ['id'],
    }),
  });

  #transferPosting(plan: TransferPlan): Posting {
    const from = member(plan.userId, 'USDT', wallet.available);
    const moves: Move[] = [{ from, to: member(plan.userId, 'USDT'), amount: plan.amount }];
    if (plan.fee > 0n) moves.push({ from, to: system('fees', 'USDT'), amount: plan.fee, type: 'coinmix_transfer_fee' });
    return { kind: 'coinmix_transfer', moves, ref: { type: 'coinmix_transfer', id: plan.userId } };
  }

  #transferAnswer(plan: TransferPlan, entryId: bigint): DataOf<typeof coinmixApi.transfer> {
    return { id: Number(entryId), amount: formatFor(plan.usdt, plan.amount), fee: formatFor(plan.usdt, plan.fee) };
  }

  withdrawInfo(userId: bigint): Promise<WithdrawInfo> {
    return this.d.withdrawals.info(userId, 'USDT', 'coinmix');
  }

  /** The USDT wallet's withdrawal, from the coin-mix wallet: same checks, review and states. */
  readonly withdraw: EndpointAction<MemberActor, typeof coinmixApi.withdraw, WithdrawPlan> = moneyAction({
    plan: (actor, input) =>
      this.d.withdrawals.requestFromCoinmix.plan(actor, { ...input, asset: 'USDT' } satisfies ParsedOf<typeof fundApi.withdraw>),
    execute: async (trx, plan) => {
      try {
        return await this.d.withdrawals.requestFromCoinmix.execute(trx, plan);
      } catch (e) {
        if (e instanceof InsufficientBalance) refuse(m.walletShort, {}, 'amount');
        throw e;
      }
    },
  });
}
