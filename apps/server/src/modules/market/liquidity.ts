import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema';
import { refuse } from '../../platform/http/refusal';
import { type AccountRef, system } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import type { Move } from '../ledger/postings';
import { marketMessages as m } from './market-messages';
import { type MarketRepository, POOL_MCC, POOL_USDT } from './market-repository';
import { type Reserves, spotPrice } from './pool-math';
import type { LiquidityAction } from './tables';

export interface LiquidityMove {
  action: LiquidityAction;
  /** `external`: from outside the books (in) or out of them; `fees`: from or to the fee account. */
  account: 'external' | 'fees';
  mcc: bigint;
  usdt: bigint;
  reason: string;
  adminId: bigint | null;
  adminUsername: string;
  at: bigint;
}

export interface LiquidityMoved {
  id: bigint;
  entryId: bigint;
  before: Reserves;
  after: Reserves;
  price: bigint;
}

/** The system account liquidity comes from or goes to. */
function counterpart(action: LiquidityAction, account: 'external' | 'fees', asset: string): AccountRef {
  if (account === 'fees') return system('fees', asset);
  return system(action === 'add' ? 'external_deposits' : 'external_withdrawals', asset);
}

/**
 * Puts liquidity into the pool or takes it out, inside `trx`, under the pool lock: one journal entry
 * between the pool accounts and `external_*` or `fees` (which may not go below zero), and one row of
 * the liquidity history. The first liquidity needs both assets (their ratio is the opening price); a
 * withdrawal never empties a reserve.
 */
export async function moveLiquidity(
  trx: Transaction<DB>,
  ledger: Ledger,
  repo: MarketRepository,
  move: LiquidityMove,
): Promise<LiquidityMoved> {
  const before = await repo.lockReserves(trx);
  const adding = move.action === 'add';
  if (adding && (before.mcc === 0n || before.usdt === 0n) && (before.mcc + move.mcc === 0n || before.usdt + move.usdt === 0n)) {
    refuse(m.liquidityFirst, {}, move.mcc === 0n ? 'mcc' : 'usdt');
  }
  if (!adding) {
    if (move.mcc > 0n && move.mcc >= before.mcc) refuse(m.liquidityEmpties, { asset: 'MCC' }, 'mcc');
    if (move.usdt > 0n && move.usdt >= before.usdt) refuse(m.liquidityEmpties, { asset: 'USDT' }, 'usdt');
  }
  const moves: Move[] = [];
  for (const [pool, amount] of [
    [POOL_MCC, move.mcc],
    [POOL_USDT, move.usdt],
  ] as const) {
    if (amount === 0n) continue;
    const other = counterpart(move.action, move.account, pool.asset);
    moves.push(adding ? { from: other, to: pool, amount } : { from: pool, to: other, amount });
  }
  const posted = await ledger.post(trx, {
    kind: 'market_liquidity',
    moves,
    memo: move.reason,
    ref: { type: 'market_pool', id: 'MCC/USDT' },
    adminId: move.adminId ?? undefined,
  });
  const sign = adding ? 1n : -1n;
  const after = { mcc: before.mcc + sign * move.mcc, usdt: before.usdt + sign * move.usdt };
  const price = spotPrice(after);
  const id = await repo.insertLiquidity(trx, {
    action: move.action,
    account: move.account,
    mcc: move.mcc,
    usdt: move.usdt,
    price_after: price,
    mcc_reserve: after.mcc,
    usdt_reserve: after.usdt,
    reason: move.reason,
    admin_id: move.adminId,
    admin_username: move.adminUsername,
    entry_id: posted.entryId,
    created_at: move.at,
  });
  return { id, entryId: posted.entryId, before, after, price };
}
