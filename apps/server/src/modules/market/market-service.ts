import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { CandleInterval, MarketPrice, MarketQuote, MarketSide, marketApi, TradeRecord } from '@mcc/contract/market';
import type { StreamEvents } from '@mcc/contract/stream';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import type { KeysetPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { Refusal, refuse } from '../../platform/http/refusal';
import { maskUid } from '../../platform/mask';
import { type MemberActor, type MoneyAction, moneyAction } from '../../platform/money-action';
import { member, system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type Asset, type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import type { PriceSource } from '../wallet/balance-service';
import { fillCandles, firstBucket, intervalMs } from './candles';
import { marketMessages as m } from './market-messages';
import { MarketRepository, POOL_MCC, POOL_USDT, type TradeRow } from './market-repository';
import './market-line-types';
import { keysetWindow, mapPage } from '../../platform/db/executor';
import { membersDirectory } from '../../platform/members-directory';
import {
  executionPrice,
  FEE_ONE,
  formatFraction,
  formatPrice,
  IMPACT_SCALE,
  largest,
  PRICE_SCALE,
  priceImpact,
  relativeChange,
  smallest,
  spotPrice,
  type Trade,
  trade,
} from './pool-math';

const DAY_MS = 86_400_000n;
/** Fee rates are written with the decimals of parts per million. */
export const FEE_SCALE = 6;

/** A trade checked and ready to meet the pool. */
export interface TradePlan {
  userId: bigint;
  uid: string;
  side: MarketSide;
  amount: bigint;
  minOut: bigint;
}

type TradeAnswer = DataOf<typeof marketApi.buy>;
type TradeInput = ParsedOf<typeof marketApi.buy>;

/**
 * The members' side of the MCC market: price, quotes, trades, candles and records. A trade reads
 * the reserves (the `market_pool` accounts' balances) under the pool lock inside its transaction,
 * prices itself with pool-math and posts ONE journal entry (member → pool, pool → member, fee → fee
 * account) beside its trades row.
 */
export class MarketService implements PriceSource {
  readonly #repo = new MarketRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly events: EventBus,
    private readonly onPublishError: (error: unknown) => void = () => undefined,
  ) {}

  /** USDT base units per whole MCC at the pool's price (rounded down), for the wallet's totals; null while the pool is empty. */
  async priceInUsdt(asset: string): Promise<bigint | null> {
    if (asset !== 'MCC') return null;
    const price = spotPrice(await this.#repo.reserves(this.db));
    if (price === 0n) return null;
    const usdt = await this.assets.require('USDT');
    return price / 10n ** BigInt(PRICE_SCALE - usdt.scale);
  }

  async price(): Promise<MarketPrice> {
    const now = nowMs(this.clock);
    const since = now - DAY_MS;
    const [reserves, state, window, reference, usdt] = await Promise.all([
      this.#repo.reserves(this.db),
      this.#repo.state(this.db),
      this.#repo.window(this.db, since),
      this.#repo.priceAt(this.db, since),
      this.assets.require('USDT'),
    ]);
    const price = spotPrice(reserves);
    const open = price > 0n;
    const start = reference ?? price;
    // The window's extremes: the price it started at, every price a trade met, the price now.
    const candidates = [start, price, window.high ?? 0n, window.low ?? 0n].filter((p) => p > 0n);
    const high = candidates.length > 0 ? largest(candidates[0]!, ...candidates) : 0n;
    const low = candidates.length > 0 ? smallest(candidates[0]!, ...candidates) : 0n;
    return {
      price: formatPrice(price),
      change_24h: formatFraction(relativeChange(start, price, IMPACT_SCALE), IMPACT_SCALE),
      high_24h: formatPrice(high),
      low_24h: formatPrice(low),
      volume_24h: formatFor(usdt, window.volume),
      paused: state.paused,
      open,
      fee_rate: formatFraction(state.feePpm, FEE_SCALE),
    };
  }

  /** What a buy or a sell of `amountText` would get now; refuses what the pool cannot trade. */
  async quote(side: MarketSide, amountText: string): Promise<MarketQuote> {
    const [assetIn, assetOut] = await this.#assetsOf(side);
    const amount = amountOrRefuse(amountText, assetIn);
    const [reserves, state] = await Promise.all([this.#repo.reserves(this.db), this.#repo.state(this.db)]);
    return this.#quoteOf(this.#priced(reserves, side, amount, state.feePpm, assetOut), assetIn, assetOut, state.feePpm);
  }

  /** Buying MCC with USDT. */
  readonly buy = moneyAction(this.#action('buy'));
  /** Selling MCC for USDT. */
  readonly sell = moneyAction(this.#action('sell'));

  /** Candles of `interval`, oldest first: at most 500, ending with the interval now running. */
  async history(interval: CandleInterval) {
    const size = intervalMs[interval];
    const firstTrade = await this.#repo.firstTradeAt(this.db);
    if (firstTrade === null) return { interval, list: [] };
    const last = nowMs(this.clock) / size;
    const from = firstBucket(last, firstTrade / size);
    const fromMs = from * size;
    const [buckets, carry, usdt] = await Promise.all([
      this.#repo.buckets(this.db, size, fromMs),
      this.#repo.closeBefore(this.db, fromMs),
      this.assets.require('USDT'),
    ]);
    // A trade stamped after now (a clock moved back) would otherwise run past the last bucket.
    const to = largest(last, ...buckets.map((b) => b.bucket));
    return {
      interval,
      list: fillCandles(buckets, from, to, carry).map((c) => ({
        time: Number((c.bucket * size) / 1000n),
        open: formatPrice(c.open),
        high: formatPrice(c.high),
        low: formatPrice(c.low),
        close: formatPrice(c.close),
        volume: formatFor(usdt, c.volume),
      })),
    };
  }

  /**
   * The member's trades, or (`all`) everyone's latest with the member masked; newest first: page
   * `page`, or the trades older than `before` (the `next_before` of the page before).
   */
  async records(userId: bigint, query: { page: number; scope: 'mine' | 'all'; before?: number }): Promise<KeysetPage<TradeRecord>> {
    const [mcc, usdt] = await Promise.all([this.assets.require('MCC'), this.assets.require('USDT')]);
    const window = keysetWindow(query);
    if (query.scope === 'mine') {
      const found = await this.#repo.memberTrades(this.db, userId, window);
      return mapPage(found, (row) => this.#record(row, mcc, usdt));
    }
    const found = await this.#repo.latestTrades(this.db, window);
    return mapPage(found, (row) => ({ ...this.#record(row, mcc, usdt), member: maskUid(row.uid) }));
  }

  #record(row: TradeRow, mcc: Asset, usdt: Asset): TradeRecord {
    const [assetIn, assetOut] = row.side === 'buy' ? [usdt, mcc] : [mcc, usdt];
    return {
      id: Number(row.id),
      side: row.side,
      amount_in: formatFor(assetIn, row.amount_in),
      amount_out: formatFor(assetOut, row.amount_out),
      fee: formatFor(assetIn, row.fee),
      price: formatPrice(row.price),
      created_at: unixSeconds(row.created_at),
    };
  }

  /** The spec of a trade on `side`: a buy and a sell plan, post and announce alike. */
  #action(side: MarketSide): MoneyAction<MemberActor, TradeInput, TradePlan, TradeAnswer> {
    return {
      plan: async ({ userId }, input) => {
        const [assetIn, assetOut] = await this.#assetsOf(side);
        const amount = amountOrRefuse(input.amount, assetIn);
        const minOut = amountOrRefuse(input.min_out, assetOut, { field: 'min_out', full: true, allowZero: true });
        const [state, user] = await Promise.all([this.#repo.state(this.db), membersDirectory.uidOf(this.db, userId)]);
        if (state.paused) refuse(m.paused);
        return { userId, uid: user ?? '', side, amount, minOut };
      },
      execute: (trx, plan) => this.#execute(trx, plan),
      committed: (result, plan) => {
        const event: StreamEvents['market.trade'] = {
          id: result.id,
          side: result.side,
          amount_in: result.amount_in,
          amount_out: result.amount_out,
          price: result.price,
          price_after: result.price_after,
          created_at: Math.floor(this.clock.now().getTime() / 1000),
          member: maskUid(plan.uid),
        };
        this.events.publish('market.trade', event).catch(this.onPublishError);
      },
    };
  }

  /** The trade itself, inside the Idempotency-Key's transaction: lock, price, check min_out, post, record. */
  async #execute(trx: Transaction<DB>, plan: TradePlan): Promise<TradeAnswer> {
    const { userId, side, amount, minOut } = plan;
    const [assetIn, assetOut] = await this.#assetsOf(side, trx);
    const reserves = await this.#repo.lockReserves(trx);
    const state = await this.#repo.state(trx);
    if (state.paused) refuse(m.paused);
    const t = this.#priced(reserves, side, amount, state.feePpm, assetOut);
    if (t.amountOut < minOut) {
      const quote = this.#quoteOf(t, assetIn, assetOut, state.feePpm);
      throw new Refusal(
        m.slippage,
        { amount_out: quote.amount_out, min_out: formatFor(assetOut, minOut), asset: assetOut.code },
        { field: 'min_out', quote },
      );
    }
    const [poolIn, poolOut] = side === 'buy' ? [POOL_USDT, POOL_MCC] : [POOL_MCC, POOL_USDT];
    const moves: Move[] = [
      { from: member(userId, assetIn.code), to: poolIn, amount: t.netIn },
      { from: poolOut, to: member(userId, assetOut.code), amount: t.amountOut },
    ];
    if (t.fee > 0n) moves.push({ from: member(userId, assetIn.code), to: system('fees', assetIn.code), amount: t.fee, type: 'market_fee' });
    const price = executionPrice(t);
    const posted = await this.ledger.post(trx, {
      kind: side === 'buy' ? 'market_buy' : 'market_sell',
      moves,
      params: { price: formatPrice(price) },
      ref: { type: 'market_pool', id: 'MCC/USDT' },
    });
    const priceAfter = spotPrice(t.after);
    const id = await this.#repo.insertTrade(trx, {
      user_id: userId,
      side,
      amount_in: t.amountIn,
      fee: t.fee,
      amount_out: t.amountOut,
      price,
      price_before: spotPrice(t.before),
      price_after: priceAfter,
      mcc_reserve: t.after.mcc,
      usdt_reserve: t.after.usdt,
      entry_id: posted.entryId,
      created_at: nowMs(this.clock),
    });
    return {
      id: Number(id),
      side,
      amount_in: formatFor(assetIn, t.amountIn),
      amount_out: formatFor(assetOut, t.amountOut),
      fee: formatFor(assetIn, t.fee),
      price: formatPrice(price),
      price_after: formatPrice(priceAfter),
    };
  }

  /** The trade on these reserves, or the refusal that says why the pool cannot make it. */
  #priced(reserves: { mcc: bigint; usdt: bigint }, side: MarketSide, amount: bigint, feePpm: bigint, assetOut: Asset): Trade {
    const t = trade(reserves, side, amount, feePpm);
    if (t === 'pool_empty') return refuse(m.notOpen);
    if (t === 'too_small') return refuse(m.tooSmall, { asset: assetOut.code }, 'amount');
    return t;
  }

  #quoteOf(t: Trade, assetIn: Asset, assetOut: Asset, feePpm: bigint): MarketQuote {
    return {
      side: t.side,
      amount_in: formatFor(assetIn, t.amountIn),
      amount_out: formatFor(assetOut, t.amountOut),
      fee: formatFor(assetIn, t.fee),
      fee_rate: formatFraction(feePpm, FEE_SCALE),
      price_impact: formatFraction(priceImpact(t), IMPACT_SCALE),
      price_after: formatPrice(spotPrice(t.after)),
      price: formatPrice(executionPrice(t)),
    };
  }

  /** [what goes in, what comes out] of a side. */
  async #assetsOf(side: MarketSide, db?: Transaction<DB>): Promise<[Asset, Asset]> {
    const [mcc, usdt] = await Promise.all([this.assets.require('MCC', 'amount', db), this.assets.require('USDT', 'amount', db)]);
    return side === 'buy' ? [usdt, mcc] : [mcc, usdt];
  }
}

/** A fee rate typed by an operator ("0.003") as parts per million; null when it is not a fraction from 0 to 0.1. */
export function parseFeeRate(text: string): bigint | null {
  if (!/^\d(\.\d{1,6})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const ppm = BigInt(whole) * FEE_ONE + BigInt(fraction.padEnd(FEE_SCALE, '0'));
  return ppm <= FEE_ONE / 10n ? ppm : null;
}
