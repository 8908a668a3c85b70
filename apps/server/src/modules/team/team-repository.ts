import { sql } from 'kysely';
import { type Executor, type Page, paginate } from '../../platform/db/executor';

/** The levels of a team: 1 = invited by the member, 2 = by those, 3 = by those. */
export const TEAM_LEVELS = [1, 2, 3] as const;

const sumBigint = (column: string) => sql<bigint>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

export interface TeamMemberRow {
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

/** The invite tree (users.inviter_id) and the referral rewards it brings. */
export class TeamRepository {
  /** Ids of the members `level` steps below `userId` in the invite tree, as a subquery. */
  #levelIds(db: Executor, userId: bigint, level: number) {
    let ids = db.selectFrom('users').select('id').where('inviter_id', '=', userId);
    for (let depth = 1; depth < level; depth++) {
      const above = ids;
      ids = db.selectFrom('users').select('id').where('inviter_id', 'in', above);
    }
    return ids;
  }

  async levelSize(db: Executor, userId: bigint, level: number): Promise<number> {
    const row = await db
      .selectFrom('users')
      .where('id', 'in', this.#levelIds(db, userId, level))
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A level's members with a running order, and their running principal in `asset`. */
  async levelStaking(db: Executor, userId: bigint, level: number, asset: string): Promise<{ active: number; staked: bigint }> {
    const row = await db
      .selectFrom('pledge_orders')
      .where('status', '=', 'running')
      .where('user_id', 'in', this.#levelIds(db, userId, level))
      .select((eb) => [eb.fn.count<bigint>('user_id').distinct().as('active'), sumBigint('principal').as('staked')])
      .where('asset', '=', asset)
      .executeTakeFirstOrThrow();
    return { active: Number(row.active), staked: BigInt(row.staked) };
  }

  /** A page of one level's members, newest first, with their running principal in `asset`. */
  levelPage(db: Executor, userId: bigint, level: number, page: number, asset: string): Promise<Page<TeamMemberRow>> {
    return paginate(db.selectFrom('users').where('users.id', 'in', this.#levelIds(db, userId, level)), page, (q) =>
      q
        .select(['users.uid', 'users.mobile', 'users.email', 'users.nickname', 'users.avatar', 'users.created_at'])
        .select((eb) =>
          eb
            .selectFrom('pledge_orders')
            .whereRef('pledge_orders.user_id', '=', 'users.id')
            .where('pledge_orders.status', '=', 'running')
            .where('pledge_orders.asset', '=', asset)
            .select(sumBigint('pledge_orders.principal').as('s'))
            .as('staked'),
        )
        .select((eb) =>
          eb
            .selectFrom('pledge_orders')
            .whereRef('pledge_orders.user_id', '=', 'users.id')
            .where('pledge_orders.status', '=', 'running')
            .select(eb.fn.countAll<bigint>().as('c'))
            .as('running'),
        )
        .orderBy('users.id', 'desc'),
    );
  }

  /** Referral rewards in `asset` credited since `since` (ms) and ever. */
  async rewardTotals(db: Executor, userId: bigint, asset: string, since: bigint): Promise<{ today: bigint; total: bigint }> {
    const row = await db
      .selectFrom('referral_rewards')
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .select([
        sumBigint('amount').as('total'),
        sql<bigint>`cast(coalesce(sum(case when created_at >= ${since} then amount else 0 end), 0) as bigint)`.as('today'),
      ])
      .executeTakeFirstOrThrow();
    return { today: BigInt(row.today), total: BigInt(row.total) };
  }

  /** A page of the member's referral rewards, newest first. */
  rewardPage(db: Executor, userId: bigint, page: number): Promise<Page<TeamRewardRow>> {
    return paginate(db.selectFrom('referral_rewards').where('referral_rewards.user_id', '=', userId), page, (q) =>
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
