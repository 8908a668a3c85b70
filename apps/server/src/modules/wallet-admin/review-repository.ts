import { type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, paginateBefore } from '../../platform/db/executor';
import type { DB } from '../../platform/db/schema';
import { sumOf } from '../../platform/db/sums';
import { rowCount } from '../shared-rows-repository';
import type { RechargeTable, WithdrawalTable } from '../wallet/tables';
import type { AdjustmentTable } from './tables';

/** The member a console row belongs to. */
export interface MemberColumns {
  user_id: bigint;
  uid: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
}

type WithMember<Row> = Row & Omit<MemberColumns, 'user_id'>;
export type RechargeReviewRow = WithMember<Selectable<RechargeTable>> & { reviewer: string | null };
export type WithdrawalReviewRow = WithMember<Selectable<WithdrawalTable>>;
export type AdjustmentReviewRow = WithMember<Selectable<AdjustmentTable>>;

/** The tables whose rows wait for an operator's decision. */
export type ReviewTable = 'recharges' | 'withdrawals' | 'adjustments';

const memberColumns = ['users.uid', 'users.nickname', 'users.mobile', 'users.email'] as const;

/** Keyword search on the member (UID, mobile, email) and on extra columns of the row (tx hash, address). */
function keywordFilter<QB extends SelectQueryBuilder<DB, 'users' | 'recharges' | 'withdrawals', object>>(
  qb: QB,
  keyword: string | undefined,
  extra: string[],
): QB {
  const k = keyword?.trim();
  if (!k) return qb;
  return qb.where((eb) =>
    eb.or([
      eb('users.uid', '=', k),
      eb('users.mobile', '=', k),
      eb('users.email', '=', k.toLowerCase()),
      ...extra.map((column) => eb(sql.ref(column), '=', k.toLowerCase())),
      ...extra.map((column) => eb(sql.ref(column), '=', k)),
    ]),
  ) as QB;
}

/** What the console reads to review money: the queues with their members, approvals, counts by state. */
export class ReviewRepository {
  /**
   * Recharges newest first, with the member and the reviewer's username: page `page`, or those older
   * than `before` down the primary key (with a status, the (status, id) index).
   */
  recharges(db: Executor, filter: { status?: string; keyword?: string }, window: KeysetWindow): Promise<KeysetPage<RechargeReviewRow>> {
    let base = db.selectFrom('recharges').innerJoin('users', 'users.id', 'recharges.user_id');
    if (filter.status) base = base.where('recharges.status', '=', filter.status);
    base = keywordFilter(base, filter.keyword, ['recharges.tx_hash']);
    return paginateBefore(db, base, 'recharges.id', window, (q) =>
      q
        .selectAll('recharges')
        .select(memberColumns)
        .select((eb) =>
          eb.selectFrom('admins').select('admins.username').whereRef('admins.id', '=', 'recharges.reviewed_by').as('reviewer'),
        )
        .orderBy('recharges.id', 'desc'),
    );
  }

  /**
   * Withdrawals newest first, with the member: page `page`, or those older than `before` down the
   * primary key (with a status, the (status, id) index).
   */
  withdrawals(db: Executor, filter: { status?: string; keyword?: string }, window: KeysetWindow): Promise<KeysetPage<WithdrawalReviewRow>> {
    let base = db.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id');
    if (filter.status) base = base.where('withdrawals.status', '=', filter.status);
    base = keywordFilter(base, filter.keyword, ['withdrawals.address', 'withdrawals.tx_hash']);
    return paginateBefore(db, base, 'withdrawals.id', window, (q) =>
      q.selectAll('withdrawals').select(memberColumns).orderBy('withdrawals.id', 'desc'),
    );
  }

  /**
   * Adjustments newest first, with the member; of one member when `userId` is given. Page `page`, or
   * those older than `before` down the primary key (with a status, the (status, id) index; of one
   * member, the (user_id, id) index).
   */
  adjustments(db: Executor, filter: { status?: string; userId?: bigint }, window: KeysetWindow): Promise<KeysetPage<AdjustmentReviewRow>> {
    let base = db.selectFrom('adjustments').innerJoin('users', 'users.id', 'adjustments.user_id');
    if (filter.status) base = base.where('adjustments.status', '=', filter.status);
    if (filter.userId !== undefined) base = base.where('adjustments.user_id', '=', filter.userId);
    return paginateBefore(db, base, 'adjustments.id', window, (q) =>
      q.selectAll('adjustments').select(memberColumns).orderBy('adjustments.id', 'desc'),
    );
  }

  /** The approvals given so far to these withdrawals, oldest first. */
  withdrawalApprovals(
    db: Executor,
    ids: bigint[],
  ): Promise<Array<{ target_id: bigint; admin_id: bigint; admin_username: string; created_at: bigint }>> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('fund_approvals')
      .select(['target_id', 'admin_id', 'admin_username', 'created_at'])
      .where('target_type', '=', 'withdrawal')
      .where('target_id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  /** How many rows of `table` are in one of `states`; of one member when `userId` is given. */
  count(db: Executor, table: ReviewTable, states: string[], userId?: bigint): Promise<number> {
    let query = db.selectFrom(table).where('status', 'in', states);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return rowCount(query);
  }

  /** A member with their status, or undefined. */
  member(db: Executor, userId: bigint): Promise<(MemberColumns & { status: string }) | undefined> {
    return db
      .selectFrom('users')
      .select(['id as user_id', 'uid', 'nickname', 'mobile', 'email', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}

/** Sums over the books for the finance dashboard. */
export class BooksRepository {
  membersCount(db: Executor): Promise<number> {
    return rowCount(db.selectFrom('users'));
  }

  /** Members with a positive balance on any of their accounts. */
  async membersWithBalance(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(sql<bigint>`count(distinct user_id)`.as('n'))
      .where('kind', '=', 'member')
      .where('balance', '>', 0n)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The balances summed by asset, account kind and purpose. */
  sums(db: Executor): Promise<Array<{ asset: string; kind: string; purpose: string; total: bigint }>> {
    return db
      .selectFrom('ledger_accounts')
      .select(['asset', 'kind', 'purpose', sumOf('balance').as('total')])
      .groupBy(['asset', 'kind', 'purpose'])
      .execute();
  }
}
