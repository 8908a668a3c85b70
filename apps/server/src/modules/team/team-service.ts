import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../platform/clock';
import type { DB } from '../../platform/db/schema';
import { dayOf, startOfDay } from '../jobs/calendar';
import { maskAccount, maskName } from './mask';

export const TEAM_LEVELS = [1, 2, 3] as const;
export const TEAM_PAGE_SIZE = 20;

export interface LevelFigures {
  level: number;
  members: number;
  active: number;
  staked: bigint;
}

export interface TeamMember {
  account: string;
  nickname: string;
  avatar: string;
  joinedAt: bigint;
  staked: bigint;
  active: boolean;
}

export interface TeamReward {
  id: bigint;
  level: number;
  from: string;
  day: string;
  asset: string;
  amount: bigint;
  createdAt: bigint;
}

const sumBigint = (column: string) => sql<bigint>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

/** A member's team by level (1 = invited by them, 2 = by those, 3 = by those) and the referral rewards it brings. */
export class TeamService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {}

  /** Ids of the members `level` steps below `userId` in the invite tree, as a subquery. */
  #levelIds(userId: bigint, level: number) {
    let ids = this.db.selectFrom('users').select('id').where('inviter_id', '=', userId);
    for (let depth = 1; depth < level; depth++) {
      const above = ids;
      ids = this.db.selectFrom('users').select('id').where('inviter_id', 'in', above);
    }
    return ids;
  }

  /** The start of today in the server's time zone (Unix ms). */
  #todayStart(): bigint {
    return BigInt(startOfDay(dayOf(this.clock.now(), this.timeZone), this.timeZone).getTime());
  }

  /** Members, active members (a running order) and running principal in `asset`, per level. */
  async levels(userId: bigint, asset: string): Promise<LevelFigures[]> {
    return Promise.all(
      TEAM_LEVELS.map(async (level) => {
        const ids = this.#levelIds(userId, level);
        const members = await this.db
          .selectFrom('users')
          .where('id', 'in', ids)
          .select((eb) => eb.fn.countAll<bigint>().as('n'))
          .executeTakeFirstOrThrow();
        const staking = await this.db
          .selectFrom('pledge_orders')
          .where('status', '=', 'running')
          .where('user_id', 'in', this.#levelIds(userId, level))
          .select((eb) => [eb.fn.count<bigint>('user_id').distinct().as('active'), sumBigint('principal').as('staked')])
          .where('asset', '=', asset)
          .executeTakeFirstOrThrow();
        return { level, members: Number(members.n), active: Number(staking.active), staked: BigInt(staking.staked) };
      }),
    );
  }

  /** Referral rewards in `asset` credited today (server time zone) and ever. */
  async rewardTotals(userId: bigint, asset: string): Promise<{ today: bigint; total: bigint }> {
    const row = await this.db
      .selectFrom('referral_rewards')
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .select([
        sumBigint('amount').as('total'),
        sql<bigint>`cast(coalesce(sum(case when created_at >= ${this.#todayStart()} then amount else 0 end), 0) as bigint)`.as('today'),
      ])
      .executeTakeFirstOrThrow();
    return { today: BigInt(row.today), total: BigInt(row.total) };
  }

  /** A page of one level's members, newest first, masked, with their running principal in `asset`. */
  async members(userId: bigint, level: number, page: number, asset: string): Promise<{ rows: TeamMember[]; total: number }> {
    const ids = this.#levelIds(userId, level);
    const count = await this.db
      .selectFrom('users')
      .where('id', 'in', ids)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('users')
      .where('users.id', 'in', this.#levelIds(userId, level))
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
      .orderBy('users.id', 'desc')
      .limit(TEAM_PAGE_SIZE)
      .offset((page - 1) * TEAM_PAGE_SIZE)
      .execute();
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        account: maskAccount(r.mobile, r.email, r.uid),
        nickname: maskName(r.nickname),
        avatar: r.avatar,
        joinedAt: r.created_at,
        staked: BigInt(r.staked ?? 0n),
        active: BigInt(r.running ?? 0n) > 0n,
      })),
    };
  }

  /** A page of the member's referral rewards, newest first. */
  async rewards(userId: bigint, page: number): Promise<{ rows: TeamReward[]; total: number }> {
    const count = await this.db
      .selectFrom('referral_rewards')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('referral_rewards')
      .innerJoin('users', 'users.id', 'referral_rewards.from_user_id')
      .where('referral_rewards.user_id', '=', userId)
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
      .orderBy('referral_rewards.id', 'desc')
      .limit(TEAM_PAGE_SIZE)
      .offset((page - 1) * TEAM_PAGE_SIZE)
      .execute();
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        id: r.id,
        level: Number(r.level),
        from: maskAccount(r.mobile, r.email, r.uid),
        day: r.day,
        asset: r.asset,
        amount: r.amount,
        createdAt: r.created_at,
      })),
    };
  }

  async inviteCode(userId: bigint): Promise<string> {
    const row = await this.db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.invite_code;
  }

  /** The member's uplines, nearest first, up to level 3 (for referral rewards). */
  static async uplines(db: Kysely<DB>, userId: bigint): Promise<{ userId: bigint; level: number }[]> {
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
