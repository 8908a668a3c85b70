import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor, KeysetPage, KeysetWindow } from '../../platform/db/executor';
import { sumOf } from '../../platform/db/sums';
import { hasRowWhere, insertReturningId, pageNewestFirst, rowOfMember, updateIfStill } from '../shared-rows-repository';
import type { RechargeTable, WithdrawalTable } from './tables';

export type RechargeRow = Selectable<RechargeTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;

/** What a member asks for when requesting a withdrawal; the rest of the row is its (blank) decision. */
export type NewWithdrawal = Pick<
  Insertable<WithdrawalTable>,
  'user_id' | 'asset' | 'network' | 'address' | 'amount' | 'fee' | 'needs_two_approvals' | 'wallet'
>;

/** Manual recharge claims. */
export class RechargeRepository {
  /** A recharge by id; with `userId`, only that member's (another member's id reads as none). */
  find(db: Executor, id: bigint, userId?: bigint): Promise<RechargeRow | undefined> {
    return rowOfMember(db, 'recharges', id, userId);
  }

  /** Whether a live (not rejected) claim already names this tx hash on the network. */
  async isClaimed(db: Executor, network: string, txHash: string): Promise<boolean> {
    const row = await db
      .selectFrom('recharges')
      .select('id')
      .where('network', '=', network)
      .where('tx_hash', '=', txHash)
      .where('status', '<>', 'rejected')
      .executeTakeFirst();
    return row !== undefined;
  }

  insert(db: Executor, values: Insertable<RechargeTable>): Promise<bigint> {
    return insertReturningId(db, 'recharges', values);
  }

  /** Moves a recharge out of `from` (pending unless told) to its decision; false when a concurrent decision came first. */
  decide(db: Executor, id: bigint, set: Partial<Omit<RechargeRow, 'id'>>, from = 'pending'): Promise<boolean> {
    return updateIfStill(db, 'recharges', { id, status: from }, set);
  }

  async setEntry(db: Executor, id: bigint, entryId: bigint): Promise<void> {
    await db.updateTable('recharges').set({ entry_id: entryId }).where('id', '=', id).execute();
  }

  /** A member's claims, newest first: page `page`, or the claims older than `before` down the (user_id, id) index. */
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow): Promise<KeysetPage<RechargeRow>> {
    return pageNewestFirst(db, 'recharges', { user_id: userId }, window);
  }
}

/** Withdrawal requests and their approvals. */
export class WithdrawalRepository {
  /** A withdrawal by id; with `userId`, only that member's. */
  find(db: Executor, id: bigint, userId?: bigint): Promise<WithdrawalRow | undefined> {
    return rowOfMember(db, 'withdrawals', id, userId);
  }

  insert(db: Executor, values: Insertable<WithdrawalTable>): Promise<bigint> {
    return insertReturningId(db, 'withdrawals', values);
  }

  /** A new request, pending: nobody has decided on it yet, so it has no tx hash, reason, approval or payment. */
  insertPending(db: Executor, request: NewWithdrawal, now: bigint): Promise<bigint> {
    return insertReturningId(db, 'withdrawals', {
      ...request,
      status: 'pending',
      tx_hash: null,
      reason: '',
      approved_at: null,
      paid_at: null,
      decided_by: null,
      created_at: now,
      updated_at: now,
    });
  }

  /** A conditional state change: false when the row is no longer in one of `from`. */
  async move(db: Executor, id: bigint, from: string[], set: Partial<Omit<WithdrawalRow, 'id'>>): Promise<boolean> {
    const result = await db.updateTable('withdrawals').set(set).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Whether a payout tx hash is already recorded on the network. */
  isPaidWith(db: Executor, network: string, txHash: string): Promise<boolean> {
    return hasRowWhere(db, 'withdrawals', { network, tx_hash: txHash });
  }

  /** The member's last few addresses on a network, most recent first. */
  async recentAddresses(db: Executor, userId: bigint, network: string, limit = 5): Promise<string[]> {
    const rows = await db
      .selectFrom('withdrawals')
      .select(['address', sql<bigint>`max(id)`.as('last')])
      .where('user_id', '=', userId)
      .where('network', '=', network)
      .groupBy('address')
      .orderBy('last', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.address);
  }

  /** What a member asked to withdraw of an asset since `since` (ms), rejected and cancelled ones left out. */
  async requestedSince(db: Executor, userId: bigint, asset: string, since: bigint): Promise<bigint> {
    const row = await db
      .selectFrom('withdrawals')
      .select(sumOf('amount').as('total'))
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .where('created_at', '>=', since)
      .where('status', 'not in', ['rejected', 'cancelled'])
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** The operators who approved a withdrawal so far. */
  async approvers(db: Executor, id: bigint): Promise<bigint[]> {
    const rows = await db
      .selectFrom('fund_approvals')
      .select('admin_id')
      .where('target_type', '=', 'withdrawal')
      .where('target_id', '=', id)
      .execute();
    return rows.map((r) => r.admin_id);
  }

  async addApproval(db: Executor, id: bigint, operator: { adminId: bigint; username: string }, now: bigint): Promise<void> {
    await db
      .insertInto('fund_approvals')
      .values({ target_type: 'withdrawal', target_id: id, admin_id: operator.adminId, admin_username: operator.username, created_at: now })
      .execute();
  }

  /** Forgets the approvals of a withdrawal sent back to review (the audit log keeps who approved). */
  async clearApprovals(db: Executor, id: bigint): Promise<void> {
    await db.deleteFrom('fund_approvals').where('target_type', '=', 'withdrawal').where('target_id', '=', id).execute();
  }

  /** A member's withdrawals, newest first: page `page`, or those older than `before` down the (user_id, id) index. */
  pageOfMember(db: Executor, userId: bigint, window: KeysetWindow): Promise<KeysetPage<WithdrawalRow>> {
    return pageNewestFirst(db, 'withdrawals', { user_id: userId }, window);
  }
}
