import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { isSqlite } from '../../platform/db/columns';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import { bigintOrZero } from '../../platform/db/sums';
import { accountKey, system } from '../ledger/accounts';
import { insertReturningId, pageNewestFirst } from '../shared-rows-repository';
import { largest, type Reserves, smallest } from './pool-math';
import type { MarketLiquidityTable, MarketTradeTable } from './tables';

/** The pool's two ledger accounts: their balances ARE the reserves. */
export const POOL_MCC = system('market_pool', 'MCC');
export const POOL_USDT = system('market_pool', 'USDT');
const POOL_KEYS = [accountKey(POOL_MCC), accountKey(POOL_USDT)].sort();

const POOL_ID = 1n;

export type TradeRow = Selectable<MarketTradeTable>;
export type LiquidityRow = Selectable<MarketLiquidityTable>;

/**
 * A time bucket of trades, as the candles are made: the pool's price before the first trade and after
 * the last (first and last by time, then by id), the extremes, USDT volume.
 */
export interface TradeBucket {
  bucket: bigint;
  open: bigint;
  close: bigint;
  high: bigint;
  low: bigint;
  volume: bigint;
}

/** USDT a trade moved: what a buyer paid (fee included) or what a seller got. */
const usdtLeg = sql<bigint>`case when side = 'buy' then amount_in else amount_out end`;

/** The market's tables and the pool's two ledger accounts. */
export class MarketRepository {
  async state(db: Executor): Promise<{ feePpm: bigint; paused: boolean }> {
    const row = await db.selectFrom('market_pool').select(['fee_ppm', 'paused']).where('id', '=', POOL_ID).executeTakeFirstOrThrow();
    return { feePpm: row.fee_ppm, paused: row.paused === 1n };
  }

  async setState(db: Executor, set: { fee_ppm?: bigint; paused?: bigint; updated_at: bigint }): Promise<void> {
    await db.updateTable('market_pool').set(set).where('id', '=', POOL_ID).execute();
  }

  /** The reserves as they stand (no lock): for quotes and pages. */
  async reserves(db: Executor): Promise<Reserves> {
    return reservesOf(await db.selectFrom('ledger_accounts').select(['key', 'balance']).where('key', 'in', POOL_KEYS).execute());
  }

  /**
   * The reserves, with the two pool account rows locked until the transaction ends (PostgreSQL:
   * SELECT ... FOR UPDATE in key order, the order the ledger locks in too; SQLite runs one writer at
   * a time). Every change of the pool takes this lock first, so trades serialise on the pool.
   */
  async lockReserves(trx: Executor): Promise<Reserves> {
    let query = trx.selectFrom('ledger_accounts').select(['key', 'balance']).where('key', 'in', POOL_KEYS).orderBy('key');
    if (!isSqlite(trx as unknown as Kysely<unknown>)) query = query.forUpdate();
    return reservesOf(await query.execute());
  }

  insertTrade(db: Executor, values: Insertable<MarketTradeTable>): Promise<bigint> {
    return insertReturningId(db, 'market_trades', values);
  }

  insertLiquidity(db: Executor, values: Insertable<MarketLiquidityTable>): Promise<bigint> {
    return insertReturningId(db, 'market_liquidity', values);
  }

  /** A member's trades, newest first: page `page`, or those older than `before` down the (user_id, id) index. */
  memberTrades(db: Executor, userId: bigint, window: KeysetWindow): Promise<KeysetPage<TradeRow>> {
    return pageNewestFirst(db, 'market_trades', { user_id: userId }, window);
  }

  /** Everyone's trades with the trader's UID, newest first: page `page`, or those older than `before` down the primary key. */
  latestTrades(db: Executor, window: KeysetWindow): Promise<KeysetPage<TradeRow & { uid: string }>> {
    const base = db.selectFrom('market_trades').innerJoin('users', 'users.id', 'market_trades.user_id');
    return paginateBefore(db, base, 'market_trades.id', window, (q) =>
      q.selectAll('market_trades').select('users.uid').orderBy('market_trades.id', 'desc'),
    );
  }

  /**
   * Everyone's trades, newest first, with the trader's UID and nickname; filtered for the console. Page
   * `page`, or those older than `before` down the primary key; a member's UID is resolved to their id
   * first and read down the (user_id, id) index, a side down the (side, id) index. A time window is
   * read from the (created_at, id) index and its trades below the cursor sorted by id (ids follow the
   * insert, not the stamped time): the window's size, not the history's.
   */
  trades(
    db: Executor,
    window: KeysetWindow,
    filter: { side?: 'buy' | 'sell'; uid?: string; fromMs?: bigint; toMs?: bigint } = {},
  ): Promise<KeysetPage<TradeRow & { uid: string; nickname: string }>> {
    let base = db.selectFrom('market_trades').innerJoin('users', 'users.id', 'market_trades.user_id');
    if (filter.side) base = base.where('market_trades.side', '=', filter.side);
    const uid = filter.uid;
    if (uid) base = base.where('market_trades.user_id', '=', (eb) => eb.selectFrom('users as m').select('m.id').where('m.uid', '=', uid));
    if (filter.fromMs !== undefined) base = base.where('market_trades.created_at', '>=', filter.fromMs);
    if (filter.toMs !== undefined) base = base.where('market_trades.created_at', '<', filter.toMs);
    return paginateBefore(db, base, 'market_trades.id', window, (q) =>
      q.selectAll('market_trades').select(['users.uid', 'users.nickname']).orderBy('market_trades.id', 'desc'),
    );
  }

  /** Liquidity added and removed, newest first: page `page`, or those older than `before` down the primary key. */
  liquidity(db: Executor, window: KeysetWindow): Promise<KeysetPage<LiquidityRow>> {
    return pageNewestFirst(db, 'market_liquidity', {}, window);
  }

  /**
   * Trades from `fromMs` on, grouped into buckets of `bucketMs` (bucket = created_at / bucketMs). The
   * open and close are the first and last trade by `created_at`, then by id: ids follow the insert,
   * not the time a trade is stamped with.
   */
  async buckets(db: Executor, bucketMs: bigint, fromMs: bigint): Promise<TradeBucket[]> {
    // Written into the statement (a bigint, never text from a request) so that the select and the
    // group by are one expression to PostgreSQL; two parameters would be two expressions.
    const bucket = sql<bigint>`created_at / ${sql.raw(BigInt(bucketMs).toString())}`;
    const ranked = db
      .selectFrom('market_trades')
      .select([
        bucket.as('bucket'),
        'price_before',
        'price_after',
        usdtLeg.as('usdt'),
        sql<bigint>`row_number() over (partition by ${bucket} order by created_at, id)`.as('from_first'),
        sql<bigint>`row_number() over (partition by ${bucket} order by created_at desc, id desc)`.as('from_last'),
      ])
      .where('created_at', '>=', fromMs)
      .as('ranked');
    const rows = await db
      .selectFrom(ranked)
      .select([
        'ranked.bucket',
        sql<bigint>`max(case when from_first = 1 then price_before end)`.as('open'),
        sql<bigint>`max(case when from_last = 1 then price_after end)`.as('close'),
        sql<bigint>`max(price_before)`.as('high_before'),
        sql<bigint>`max(price_after)`.as('high_after'),
        sql<bigint>`min(price_before)`.as('low_before'),
        sql<bigint>`min(price_after)`.as('low_after'),
        sql<bigint>`cast(sum(usdt) as bigint)`.as('volume'),
      ])
      .groupBy('ranked.bucket')
      .orderBy('ranked.bucket')
      .execute();
    return rows.map((r) => ({
      bucket: BigInt(r.bucket),
      open: BigInt(r.open),
      close: BigInt(r.close),
      high: largest(BigInt(r.high_before), BigInt(r.high_after)),
      low: smallest(BigInt(r.low_before), BigInt(r.low_after)),
      volume: BigInt(r.volume),
    }));
  }

  /** When the earliest trade was stamped, or null when nothing traded yet. */
  async firstTradeAt(db: Executor): Promise<bigint | null> {
    const row = await db.selectFrom('market_trades').select('created_at').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
    return row?.created_at ?? null;
  }
  /** The pool's price after the last trade before `ms`, or null. */
  async closeBefore(db: Executor, ms: bigint): Promise<bigint | null> {
    const row = await db
      .selectFrom('market_trades')
      .select('price_after')
      .where('created_at', '<', ms)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.price_after ?? null;
  }

  /**
   * The pool's price at `ms`: after the last trade or liquidity change at or before it; when the pool
   * is younger, its first price. Null when the pool never held anything.
   */
  async priceAt(db: Executor, ms: bigint): Promise<bigint | null> {
    const latest = async (table: 'market_trades' | 'market_liquidity', direction: 'before' | 'first') => {
      let query = db.selectFrom(table).select(['created_at', 'price_after']);
      query =
        direction === 'before'
          ? query.where('created_at', '<=', ms).orderBy('created_at', 'desc').orderBy('id', 'desc')
          : query.orderBy('created_at').orderBy('id');
      return query.limit(1).executeTakeFirst();
    };
    const [trade, liquidity] = await Promise.all([latest('market_trades', 'before'), latest('market_liquidity', 'before')]);
    const before = [trade, liquidity].filter((r) => r !== undefined).sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0];
    if (before) return before.price_after;
    const [firstTrade, firstLiquidity] = await Promise.all([latest('market_trades', 'first'), latest('market_liquidity', 'first')]);
    const first = [firstTrade, firstLiquidity].filter((r) => r !== undefined).sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[0];
    return first?.price_after ?? null;
  }

  /** Fees the trades paid, in the asset that went in: USDT from buys, MCC from sells. */
  async feeTotals(db: Executor): Promise<{ mcc: bigint; usdt: bigint }> {
    const rows = await db
      .selectFrom('market_trades')
      .select(['side', sql<bigint>`cast(sum(fee) as bigint)`.as('fees')])
      .groupBy('side')
      .execute();
    const of = (side: string) => BigInt(rows.find((r) => r.side === side)?.fees ?? 0n);
    return { mcc: of('sell'), usdt: of('buy') };
  }

  /** The trades since `fromMs`: how many, the highest and lowest pool price they met, the USDT volume. */
  async window(db: Executor, fromMs: bigint): Promise<{ count: number; high: bigint | null; low: bigint | null; volume: bigint }> {
    const row = await db
      .selectFrom('market_trades')
      .select([
        sql<bigint>`count(*)`.as('n'),
        sql<bigint | null>`max(price_before)`.as('high_before'),
        sql<bigint | null>`max(price_after)`.as('high_after'),
        sql<bigint | null>`min(price_before)`.as('low_before'),
        sql<bigint | null>`min(price_after)`.as('low_after'),
        bigintOrZero(sql`sum(${usdtLeg})`).as('volume'),
      ])
      .where('created_at', '>=', fromMs)
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    if (n === 0) return { count: 0, high: null, low: null, volume: 0n };
    return {
      count: n,
      high: largest(BigInt(row.high_before ?? 0n), BigInt(row.high_after ?? 0n)),
      low: smallest(BigInt(row.low_before ?? 0n), BigInt(row.low_after ?? 0n)),
      volume: BigInt(row.volume),
    };
  }
}

function reservesOf(rows: { key: string; balance: bigint }[]): Reserves {
  const of = (key: string) => rows.find((r) => r.key === key)?.balance ?? 0n;
  return { mcc: of(accountKey(POOL_MCC)), usdt: of(accountKey(POOL_USDT)) };
}
