import { sql } from 'kysely';
import { type Executor, type KeysetPage, type KeysetWindow, PAGE_SIZE, pageOf, paginateBefore } from '../../platform/db/executor';
import { bigintOrZero, sumOf } from '../../platform/db/sums';
import { rowWhere } from '../shared-rows-repository';

/** The levels of a team: 1 = invited by the member, 2 = by those, 3 = by those. */
export const TEAM_LEVELS = [1, 2, 3] as const;

export interface TeamMemberRow {
  id: bigint;
  uid: string;
  mobile: string | null;
  email: string | null;
  nickname: string;
  avatar: string;
  created_at: bigint;
  /** Running principal in the asset asked for. */
  staked: bigint | null;
  /** Running orders. */
  running: bigint | null;
}

export interface TeamRewardRow {
  id: bigint;
  level: bigint;
  day: string;
  asset: string;
  amount: bigint;
  created_at: bigint;
  /** Of the member whose earning it came from. */
  mobile: string | null;
  email: string | null;
  uid: string;
}

/** The invite tree (its closure `team_closure`, kept from users.inviter_id) and the referral rewards it brings. */
export class TeamRepository {
  /** Ids of the members `level` steps below `userId` in the invite tree, as a subquery of the closure's key. */
  #levelIds(db: Executor, userId: bigint, level: number) {
    return db.selectFrom('team_closure').select('descendant').where('ancestor', '=', userId).where('depth', '=', level);
  }

  /** A level's size: the counter kept as members join, one row by its key. */
  async levelSize(db: Executor, userId: bigint, level: number): Promise<number> {
    const row = await rowWhere(db, 'team_sizes', { user_id: userId, depth: level });
    return Number(row?.members ?? 0n);
  }

  /** A level's members with a running order, and their running principal in `asset`: the counters kept by the orders' trigger, one row by its key. */
  async levelStaking(db: Executor, userId: bigint, level: number, asset: string): Promise<{ active: number; staked: bigint }> {
    const row = await rowWhere(db, 'team_stakes', { user_id: userId, depth: level, asset });
    return { active: Number(row?.active ?? 0n), staked: row?.staked ?? 0n };
  }

  /**
   * A page of one level's members, newest first, with their running principal in `asset`: page
   * `page`, or the members below `before` (the `next_before` of the page before). The page's ids are
   * picked from the closure's key (ancestor, depth, descendant) — from the cursor, one more for
   * `has_more` — and joined after; the total is the level's counter.
   */
  async levelPage(db: Executor, userId: bigint, level: number, window: KeysetWindow, asset: string): Promise<KeysetPage<TeamMemberRow>> {
    let ids = this.#levelIds(db, userId, level).orderBy('descendant', 'desc');
    ids =
      window.before === undefined
        ? ids.limit(PAGE_SIZE).offset((window.page - 1) * PAGE_SIZE)
        : ids.where('descendant', '<', window.before).limit(PAGE_SIZE + 1);
    const read = await db
      .selectFrom(ids.as('p'))
      .innerJoin('users', 'users.id', 'p.descendant')
      .select(['users.id', 'users.uid', 'users.mobile', 'users.email', 'users.nickname', 'users.avatar', 'users.created_at'])
      .select((eb) =>
        eb
          .selectFrom('member_stakes')
          .whereRef('member_stakes.user_id', '=', 'users.id')
          .where('member_stakes.asset', '=', asset)
          .select('member_stakes.principal')
          .as('staked'),
      )
      .select((eb) =>
        eb
          .selectFrom('member_stakes')
          .whereRef('member_stakes.user_id', '=', 'users.id')
          .select(sumOf('member_stakes.running').as('c'))
          .as('running'),
      )
      .orderBy('users.id', 'desc')
      .execute();
    const total = await this.levelSize(db, userId, level);
    const list = read.slice(0, PAGE_SIZE);
    const hasMore = window.before === undefined ? window.page * PAGE_SIZE < total : read.length > PAGE_SIZE;
    const last = list.at(-1);
    return {
      ...pageOf(list, total, window.page),
      has_more: hasMore,
      next_before: hasMore && last ? Number(last.id) : null,
    };
  }

  /** Referral rewards in `asset` credited since `since` (ms) and ever. */
  async rewardTotals(db: Executor, userId: bigint, asset: string, since: bigint): Promise<{ today: bigint; total: bigint }> {
    const row = await db
      .selectFrom('referral_rewards')
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .select([sumOf('amount').as('total'), bigintOrZero(sql`sum(case when created_at >= ${since} then amount else 0 end)`).as('today')])
      .executeTakeFirstOrThrow();
    return { today: BigInt(row.today), total: BigInt(row.total) };
  }

  /** The member's referral rewards, newest first: page `page`, or those older than `before` down the (user_id, id) index. */
  rewardPage(db: Executor, userId: bigint, window: KeysetWindow): Promise<KeysetPage<TeamRewardRow>> {
    const base = db.selectFrom('referral_rewards').where('referral_rewards.user_id', '=', userId);
    return paginateBefore(db, base, 'referral_rewards.id', window, (q) =>
      q
        .innerJoin('users', 'users.id', 'referral_rewards.from_user_id')
        .select([
          'referral_rewards.id',
          'referral_rewards.level',
          'referral_rewards.day',
          'referral_rewards.asset',
          'referral_rewards.amount',
          'referral_rewards.created_at',
          'users.mobile',
          'users.email',
          'users.uid',
        ])
        .orderBy('referral_rewards.id', 'desc'),
    );
  }

  async inviteCode(db: Executor, userId: bigint): Promise<string> {
    const row = await db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.invite_code;
  }

  /** The member's uplines, nearest first, up to level 3 (for referral rewards). */
  async uplines(db: Executor, userId: bigint): Promise<{ userId: bigint; level: number }[]> {
    const result: { userId: bigint; level: number }[] = [];
    let current = userId;
    for (const level of TEAM_LEVELS) {
      const row = await db.selectFrom('users').select('inviter_id').where('id', '=', current).executeTakeFirst();
      const inviter = row?.inviter_id ?? null;
      // A loop in the invite tree would be a data error; never pay anyone twice for one earning.
      if (inviter === null || inviter === userId || result.some((u) => u.userId === inviter)) break;
      result.push({ userId: inviter, level });
      current = inviter;
    }
    return result;
  }
}
