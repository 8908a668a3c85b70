import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, nowMs } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { member, system } from '../ledger/accounts';
import { capture, release } from '../ledger/holds';
import { InsufficientBalance, type Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import { withdrawWallets } from '../wallet/withdraw-wallets';
import { NavRepository, type NavRow, OrderRepository, type OrderRow } from './coinmix-repository';
import { formatNav, SUBSCRIBING, UNITS, unitPurposes } from './coinmix-service';
import { quoteRedemption, quoteSubscription } from './fund-math';

const BATCH = 200;

export interface SettleStats {
  settled: number;
  /** Redemptions custody could not pay yet: they stay pending and are tried again. */
  short: number;
}

/**
 * Settles pending subscriptions and redemptions, each at the first NAV posted after it was made
 * (forward pricing), each in its own transaction. Exactly once: the order moves out of `pending` by a
 * conditional update in the transaction that posts its money, so concurrent runs (a NAV posting, the
 * daily job, another process) and a concurrent cancel find it already moved and do nothing. When
 * custody cannot pay a redemption, the transaction rolls back and it stays pending at that same NAV
 * for the next run.
 */
export class CoinmixSettlement {
  readonly #navs = new NavRepository();
  readonly #orders = new OrderRepository();
  #running: Promise<SettleStats> | null = null;
  #again = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /** Starts a run in the background (after a NAV posting committed); a run already going runs once more. */
  kick(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
    this.#running.catch((e) => this.log?.error({ err: e }, 'coin-mix settlement failed'));
  }

  /** Resolves once no background run is going (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running.catch(() => undefined);
  }

  async #loop(): Promise<SettleStats> {
    const total: SettleStats = { settled: 0, short: 0 };
    do {
      this.#again = false;
      const s = await this.settlePending();
      total.settled += s.settled;
      total.short += s.short;
    } while (this.#again);
    return total;
  }

  /** Settles every pending order that has a NAV posted after it. */
  async settlePending(): Promise<SettleStats> {
    const stats: SettleStats = { settled: 0, short: 0 };
    const navAfter = new Map<bigint, NavRow | null>();
    let lastId = 0n;
    for (;;) {
      const batch = await this.#orders.pending(this.db, lastId, BATCH);
      if (batch.length === 0) break;
      for (const order of batch) {
        lastId = order.id;
        if (!navAfter.has(order.after_nav_id))
          navAfter.set(order.after_nav_id, (await this.#navs.firstAfter(this.db, order.after_nav_id)) ?? null);
        const nav = navAfter.get(order.after_nav_id);
        if (!nav) continue;
        const outcome = await this.settle(order, nav);
        if (outcome === 'settled') stats.settled += 1;
        if (outcome === 'short') stats.short += 1;
      }
    }
    return stats;
  }

  /** One order at `nav`, in its own transaction. */
  async settle(order: OrderRow, nav: NavRow): Promise<'settled' | 'gone' | 'short'> {
    if (order.kind === 'subscribe') return this.#buy(order, nav);
    const q = quoteRedemption(order.units, nav.nav, order.fee_rate);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const now = nowMs(this.clock);
        const moved = await this.#orders.move(trx, order.id, 'pending', {
          status: 'settled',
          nav: nav.nav,
          nav_id: nav.id,
          amount: q.gross,
          fee: q.fee,
          net: q.net,
          settled_at: now,
        });
        if (!moved) return 'gone' as const;
        const custody = system('coinmix_custody', 'USDT');
        const moves: Move[] = [
          capture(order.user_id, UNITS, order.units, { from: unitPurposes.redeeming, to: system('coinmix_units', UNITS) }),
        ];
        if (q.net > 0n) moves.push({ from: custody, to: member(order.user_id, 'USDT', withdrawWallets.coinmix.available), amount: q.net });
        if (q.fee > 0n) moves.push({ from: custody, to: system('fees', 'USDT'), amount: q.fee, type: 'coinmix_redeem_fee' });
        return this.#postAtNav(trx, order, nav, 'coinmix_redeem', moves);
      });
    } catch (e) {
      if (e instanceof InsufficientBalance) return 'short';
      throw e;
    }
  }

  /**
   * A subscription at `nav`: the fee (rounded up) from the waiting USDT to fees, the rest to custody,
   * units (rounded down) from the mirror. A NAV so high that the amount buys no unit returns the USDT.
   */
  async #buy(order: OrderRow, nav: NavRow): Promise<'settled' | 'gone'> {
    const q = quoteSubscription(order.amount ?? 0n, nav.nav, order.fee_rate);
    return this.db.transaction().execute(async (trx) => {
      const now = nowMs(this.clock);
      if (q.units <= 0n) {
        if (!(await this.#orders.move(trx, order.id, 'pending', { status: 'cancelled', settled_at: now }))) return 'gone' as const;
        await this.ledger.post(trx, {
          kind: 'coinmix_subscribe_cancel',
          moves: [release(order.user_id, 'USDT', q.amount, { from: SUBSCRIBING })],
          params: { order_id: String(order.id) },
          ref: { type: 'coinmix_order', id: order.id },
        });
        return 'settled' as const;
      }
      const moved = await this.#orders.move(trx, order.id, 'pending', {
        status: 'done',
        units: q.units,
        nav: nav.nav,
        nav_id: nav.id,
        fee: q.fee,
        net: q.invested,
        settled_at: now,
      });
      if (!moved) return 'gone' as const;
      const moves: Move[] = [
        capture(order.user_id, 'USDT', q.invested, { from: SUBSCRIBING, to: system('coinmix_custody', 'USDT') }),
        { from: system('coinmix_units', UNITS), to: member(order.user_id, UNITS), amount: q.units },
      ];
      if (q.fee > 0n)
        moves.push(capture(order.user_id, 'USDT', q.fee, { from: SUBSCRIBING, to: system('fees', 'USDT'), type: 'coinmix_subscribe_fee' }));
      return this.#postAtNav(trx, order, nav, 'coinmix_subscribe_settle', moves);
    });
  }

  /** Posts an order's settlement at `nav` (its memo names the NAV and the order) and keeps the entry on the order. */
  async #postAtNav(
    trx: Transaction<DB>,
    order: OrderRow,
    nav: NavRow,
    kind: 'coinmix_redeem' | 'coinmix_subscribe_settle',
    moves: Move[],
  ): Promise<'settled'> {
    const posted = await this.ledger.post(trx, {
      kind,
      moves,
      params: { nav: formatNav(nav.nav), order_id: String(order.id) },
      ref: { type: 'coinmix_order', id: order.id },
    });
    await this.#orders.setEntry(trx, order.id, posted.entryId);
    return 'settled';
  }
}
