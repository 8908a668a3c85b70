import { sql } from 'kysely';
import type { Executor } from '../../platform/db/executor';
import { bigintOrZero } from '../../platform/db/sums';

/** The withdrawal states in which a withdrawal waits for someone: review, a second approval, a payout. */
export const WAITING_STATES = ['pending', 'approving', 'approved'] as const;

/** How many rows of a chain table are in one of `states`, per network. */
function countPerNetwork(
  db: Executor,
  table: 'chain_deposits' | 'chain_broadcasts',
  states: string[],
): Promise<{ network_id: bigint; count: bigint }[]> {
  return db
    .selectFrom(table)
    .select(['network_id', sql<bigint>`count(*)`.as('count')])
    .where('status', 'in', states)
    .groupBy('network_id')
    .execute();
}

/**
 * The reads behind the operators' health figures. Each is an aggregate over an index or over a few
 * rows (system accounts, networks, waiting withdrawals), never a scan of the journal or of members.
 */
export class OpsRepository {
  /** Per asset, the sum of the platform's own accounts. The books balance to zero, so members hold its negative. */
  systemTotals(db: Executor): Promise<{ asset: string; total: bigint }[]> {
    return db
      .selectFrom('ledger_accounts')
      .select(['asset', bigintOrZero('sum(balance)').as('total')])
      .where('user_id', 'is', null)
      .groupBy('asset')
      .execute();
  }

  /** Withdrawals waiting, per state and asset: how many, how much, and since when the oldest waits (ms). */
  withdrawalsWaiting(db: Executor) {
    return db
      .selectFrom('withdrawals')
      .select([
        'status',
        'asset',
        sql<bigint>`count(*)`.as('count'),
        bigintOrZero('sum(amount)').as('amount'),
        bigintOrZero(`min(case when status = 'approved' then coalesce(approved_at, created_at) else created_at end)`).as('oldest'),
      ])
      .where('status', 'in', [...WAITING_STATES])
      .groupBy(['status', 'asset'])
      .execute();
  }

  /** Enabled networks with their cursor and hot wallet rows. */
  networks(db: Executor) {
    return db
      .selectFrom('chain_networks')
      .leftJoin('chain_cursors', 'chain_cursors.network_id', 'chain_networks.id')
      .leftJoin('chain_hot_wallets', 'chain_hot_wallets.network_id', 'chain_networks.id')
      .selectAll('chain_networks')
      .select([
        'chain_cursors.head',
        'chain_cursors.scanned_to',
        'chain_cursors.last_run_at',
        'chain_cursors.last_error',
        'chain_hot_wallets.next_nonce',
      ])
      .where('chain_networks.enabled', '=', 1n)
      .orderBy('chain_networks.id')
      .execute();
  }

  /** Deposits seen and not yet credited or dropped, per network. */
  confirmingDeposits(db: Executor): Promise<{ network_id: bigint; count: bigint }[]> {
    return countPerNetwork(db, 'chain_deposits', ['confirming']);
  }

  /** Payouts signed or sent and not yet confirmed or failed, per network. */
  payoutsWaiting(db: Executor): Promise<{ network_id: bigint; count: bigint }[]> {
    return countPerNetwork(db, 'chain_broadcasts', ['signed', 'sent']);
  }
}
