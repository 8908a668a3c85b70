import type { AdminLiquidityItem, AdminPool, AdminTrade, adminMarketApi } from '@mcc/contract/admin-market';
import { formatAmount } from '@mcc/contract/amount';
import type { DataOf, ParsedOf } from '@mcc/contract/endpoint';
import type { StreamEvents } from '@mcc/contract/stream';
import type { Kysely } from 'kysely';
import type { OperatorSession } from '../../platform/auth/operator-sessions';
import { type Clock, nowMs, unixSeconds } from '../../platform/clock';
import { type KeysetPage, keysetWindow, mapPage } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { refuse } from '../../platform/http/refusal';
import { type MoneyAction, moneyAction, type OperatorActor } from '../../platform/money-action';
import type { AuditLog } from '../admin/audit-log';
import { system } from '../ledger/accounts';
import { amountOrRefuse } from '../ledger/amount-input';
import { type AssetRegistry, formatFor } from '../ledger/assets';
import type { Ledger } from '../ledger/ledger';
import { type LiquidityMove, moveLiquidity } from './liquidity';
import { marketMessages as m } from './market-messages';
import { MarketRepository } from './market-repository';
import { FEE_SCALE, parseFeeRate } from './market-service';
import { formatFraction, formatPrice, MCC_SCALE, productOf, spotPrice, USDT_SCALE } from './pool-math';

const DAY_MS = 86_400_000n;

type LiquidityInput = ParsedOf<typeof adminMarketApi.addLiquidity>;
type LiquidityAnswer = DataOf<typeof adminMarketApi.addLiquidity>;
interface LiquidityPlan {
  actor: OperatorActor;
  move: Omit<LiquidityMove, 'at'>;
}

/**
 * The console's side of the market: the pool's figures, liquidity in and out (money: plan/execute
 * under an Idempotency-Key), the fee, pause and resume. Every change is audit-logged in the
 * transaction that makes it and announced on the event stream once committed.
 */
export class MarketAdminService {
  readonly #repo = new MarketRepository();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly assets: AssetRegistry,
    private readonly ledger: Ledger,
    private readonly audit: AuditLog,
    private readonly events: EventBus,
    private readonly onPublishError: (error: unknown) => void = () => undefined,
  ) {}

  async pool(): Promise<AdminPool> {
    const [reserves, state, window, fees, mcc, usdt] = await Promise.all([
      this.#repo.reserves(this.db),
      this.#repo.state(this.db),
      this.#repo.window(this.db, nowMs(this.clock) - DAY_MS),
      this.#repo.feeTotals(this.db),
      this.assets.require('MCC'),
      this.assets.require('USDT'),
    ]);
    const [feesMcc, feesUsdt] = await Promise.all([
      this.ledger.balanceOf(this.db, system('fees', 'MCC')),
      this.ledger.balanceOf(this.db, system('fees', 'USDT')),
    ]);
    return {
      mcc_reserve: formatFor(mcc, reserves.mcc),
      usdt_reserve: formatFor(usdt, reserves.usdt),
      price: formatPrice(spotPrice(reserves)),
      k: formatAmount(productOf(reserves), MCC_SCALE + USDT_SCALE),
      fee_rate: formatFraction(state.feePpm, FEE_SCALE),
      paused: state.paused,
      open: reserves.mcc > 0n && reserves.usdt > 0n,
      trades_24h: window.count,
      volume_24h: formatFor(usdt, window.volume),
      fees_earned: { MCC: formatFor(mcc, fees.mcc), USDT: formatFor(usdt, fees.usdt) },
      sources: { fees: { MCC: formatFor(mcc, feesMcc), USDT: formatFor(usdt, feesUsdt) } },
    };
  }

  /** An operator puts MCC and USDT into the pool (from outside the books or the fees), audit-logged. */
  readonly addLiquidity = moneyAction(this.#liquidity('add'));
  /** An operator takes MCC and USDT out of the pool, audit-logged; a reserve is never emptied. */
  readonly removeLiquidity = moneyAction(this.#liquidity('remove'));

  async setFee(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminMarketApi.setFee>) {
    const feePpm = parseFeeRate(input.fee_rate);
    if (feePpm === null) refuse(m.feeInvalid, {}, 'fee_rate');
    return this.#change(operator, ip, 'market.fee', { fee_ppm: feePpm }, input.reason);
  }

  async setPaused(operator: OperatorSession, ip: string, input: ParsedOf<typeof adminMarketApi.setPaused>) {
    return this.#change(operator, ip, input.paused ? 'market.pause' : 'market.resume', { paused: input.paused ? 1n : 0n }, input.reason);
  }

  /** Everyone's trades, newest first: page `page`, or those older than `before`. */
  async trades(query: ParsedOf<typeof adminMarketApi.trades>): Promise<KeysetPage<AdminTrade>> {
    const [mcc, usdt] = await Promise.all([this.assets.require('MCC'), this.assets.require('USDT')]);
    const found = await this.#repo.trades(this.db, keysetWindow(query), {
      side: query.side,
      uid: query.uid,
      fromMs: query.from === undefined ? undefined : BigInt(query.from) * 1000n,
      toMs: query.to === undefined ? undefined : BigInt(query.to) * 1000n,
    });
    return mapPage(found, (row) => {
      const [assetIn, assetOut] = row.side === 'buy' ? [usdt, mcc] : [mcc, usdt];
      return {
        id: Number(row.id),
        user_id: Number(row.user_id),
        uid: row.uid,
        nickname: row.nickname,
        side: row.side,
        amount_in: formatFor(assetIn, row.amount_in),
        fee: formatFor(assetIn, row.fee),
        amount_out: formatFor(assetOut, row.amount_out),
        price: formatPrice(row.price),
        price_after: formatPrice(row.price_after),
        entry_id: Number(row.entry_id),
        created_at: unixSeconds(row.created_at),
      };
    });
  }

  /** Liquidity added and removed, newest first: page `page`, or those older than `before`. */
  async liquidity(query: ParsedOf<typeof adminMarketApi.liquidity>): Promise<KeysetPage<AdminLiquidityItem>> {
    const [mcc, usdt] = await Promise.all([this.assets.require('MCC'), this.assets.require('USDT')]);
    const found = await this.#repo.liquidity(this.db, keysetWindow(query));
    return mapPage(found, (row) => ({
      id: Number(row.id),
      action: row.action,
      account: row.account,
      mcc: formatFor(mcc, row.mcc),
      usdt: formatFor(usdt, row.usdt),
      price_after: formatPrice(row.price_after),
      reason: row.reason,
      admin: row.admin_username,
      entry_id: Number(row.entry_id),
      created_at: unixSeconds(row.created_at),
    }));
  }

  /** The spec of a liquidity move: both directions check, post, record and audit alike. */
  #liquidity(action: 'add' | 'remove'): MoneyAction<OperatorActor, LiquidityInput, LiquidityPlan, LiquidityAnswer> {
    return {
      plan: async (actor, input) => {
        const [mcc, usdt] = await Promise.all([this.assets.require('MCC'), this.assets.require('USDT')]);
        const options = { full: true, allowZero: true } as const;
        const mccAmount = amountOrRefuse(input.mcc, mcc, { ...options, field: 'mcc' });
        const usdtAmount = amountOrRefuse(input.usdt, usdt, { ...options, field: 'usdt' });
        if (mccAmount === 0n && usdtAmount === 0n) refuse(m.liquidityNothing, {}, 'mcc');
        const { adminId, username } = actor.operator;
        return {
          actor,
          move: {
            action,
            account: input.account,
            mcc: mccAmount,
            usdt: usdtAmount,
            reason: input.reason,
            adminId,
            adminUsername: username,
          },
        };
      },
      execute: async (trx, { actor, move }) => {
        const [mcc, usdt] = await Promise.all([this.assets.require('MCC', 'mcc', trx), this.assets.require('USDT', 'usdt', trx)]);
        const moved = await moveLiquidity(trx, this.ledger, this.#repo, { ...move, at: nowMs(this.clock) });
        const reserves = (r: { mcc: bigint; usdt: bigint }) => ({ mcc: formatFor(mcc, r.mcc), usdt: formatFor(usdt, r.usdt) });
        await this.audit.record(
          actor.operator,
          actor.ip,
          {
            action: `market.liquidity.${action}`,
            targetType: 'market_pool',
            targetId: 'MCC/USDT',
            before: { reserves: reserves(moved.before), price: formatPrice(spotPrice(moved.before)) },
            after: {
              mcc: formatFor(mcc, move.mcc),
              usdt: formatFor(usdt, move.usdt),
              account: move.account,
              reason: move.reason,
              entry_id: moved.entryId,
              reserves: reserves(moved.after),
              price: formatPrice(moved.price),
            },
          },
          trx,
        );
        return {
          id: Number(moved.id),
          entry_id: Number(moved.entryId),
          mcc_reserve: formatFor(mcc, moved.after.mcc),
          usdt_reserve: formatFor(usdt, moved.after.usdt),
          price: formatPrice(moved.price),
        };
      },
      committed: () => this.#announce(),
    };
  }

  /** Changes the fee or the paused flag with its audit row in one transaction, then tells the stream. */
  async #change(operator: OperatorSession, ip: string, action: string, set: { fee_ppm?: bigint; paused?: bigint }, reason: string) {
    const answer = await this.db.transaction().execute(async (trx) => {
      const before = await this.#repo.state(trx);
      await this.#repo.setState(trx, { ...set, updated_at: nowMs(this.clock) });
      const after = await this.#repo.state(trx);
      const shown = (s: { feePpm: bigint; paused: boolean }) => ({ fee_rate: formatFraction(s.feePpm, FEE_SCALE), paused: s.paused });
      await this.audit.record(
        operator,
        ip,
        { action, targetType: 'market_pool', targetId: 'MCC/USDT', before: shown(before), after: { ...shown(after), reason } },
        trx,
      );
      return shown(after);
    });
    this.#announce();
    return answer;
  }

  #announce(): void {
    void (async () => {
      const [reserves, state] = await Promise.all([this.#repo.reserves(this.db), this.#repo.state(this.db)]);
      const event: StreamEvents['market.pool'] = {
        paused: state.paused,
        fee_rate: formatFraction(state.feePpm, FEE_SCALE),
        price: formatPrice(spotPrice(reserves)),
      };
      await this.events.publish('market.pool', event);
    })().catch(this.onPublishError);
  }
}
